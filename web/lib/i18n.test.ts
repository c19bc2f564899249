import { act, render, screen } from "@testing-library/react";
import { createElement, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "#core/languages.ts";
import { createAreaStrings, loadAreaStrings, useAreaTranslation } from "./area-strings";
import { type Bundle, createLanguageManager, detectLanguage, loadBundle } from "./i18n";
import {
  changeLanguage,
  MAX_CACHED_BUNDLES,
  preloadCompanion,
  switchLanguage,
} from "./language-switch";
import type { DataKey } from "./string-keys";
import { createTranslator, i18n } from "./translator";

const bundle = (code: string) => ({ common: { hello: `hello-${code}` } }) as unknown as Bundle;

/** Each language's "info" area file, by path as import.meta.glob names them. */
const areaFiles = (codes: string[]) =>
  Object.fromEntries(
    codes.map((code) => [
      `../locales/info/${code}.json`,
      vi.fn(async (): Promise<Record<string, string>> => ({ hi: `info-${code}` })),
    ]),
  );

async function manager(failing: string[] = []) {
  const instance = createTranslator();
  const load = vi.fn(async (code: LanguageCode) => {
    if (failing.includes(code)) throw new Error("offline");
    return bundle(code);
  });
  const files = areaFiles(["en", "es", "de", "ja"]);
  const areas = createAreaStrings(instance, async (file) => {
    const load = files[`../locales/${file}.json`];
    if (!load) throw new Error(`no file ${file}`);
    return load();
  });
  const languages = createLanguageManager(instance, load, areas);
  /** The picker's switch, as changeLanguage makes it. */
  const change = (code: LanguageCode) => switchLanguage(languages, code, instance.language);
  return { instance, load, files, areas, languages, change };
}

describe("detectLanguage", () => {
  it("takes the stored language first, then the browser's, then the html tag", () => {
    expect(detectLanguage({ stored: "ja", browser: "de-DE", html: "fr" })).toBe("ja");
    expect(detectLanguage({ stored: null, browser: "de-DE", html: "fr" })).toBe("de");
    expect(detectLanguage({ stored: null, browser: undefined, html: "fr" })).toBe("fr");
    expect(detectLanguage({ stored: null, browser: undefined, html: undefined })).toBe("en");
  });

  it("turns a code Twirl does not speak into English", () => {
    expect(detectLanguage({ stored: "xx", browser: "de", html: "fr" })).toBe("en");
    expect(detectLanguage({ stored: null, browser: "zh-CN", html: "fr" })).toBe("en");
    expect(detectLanguage({ stored: null, browser: "pt-BR", html: undefined })).toBe("pt");
  });
});

describe("a key missing in the shown language", () => {
  it("is read in English when English has it, with its plural forms", () => {
    const instance = createTranslator();
    instance.addResourceBundle("en", "common", {
      only: "English",
      n_one: "{{count}} item",
      n_other: "{{count}} items",
    });
    instance.addResourceBundle("de", "common", { other: "Deutsch" });
    expect(instance.translate("de", "common", "other")).toBe("Deutsch");
    expect(instance.translate("de", "common", "only")).toBe("English");
    expect(instance.translate("de", "common", "n", { count: 2 })).toBe("2 items");
  });

  it("asks for English's strings of that namespace once, and shows them when they arrive", async () => {
    const { instance, languages, files, areas, change } = await manager();
    await change("de");
    await languages.ensure("de");
    // German's info file lacks the key (an area is only read once it was asked for).
    files["../locales/info/de.json"]?.mockImplementationOnce(async () => ({}));
    await areas.load("info", "de");
    const seen: string[] = [];
    instance.subscribe(() => seen.push(String(instance.translate("de", "info", "hi"))));
    // English's info strings are not in yet: the key shows, and they are fetched once.
    expect(instance.translate("de", "info", "hi")).toBe("hi");
    expect(instance.translate("de", "info", "hi")).toBe("hi");
    await vi.waitFor(() => expect(seen).toContain("info-en"));
    expect(files["../locales/info/en.json"]).toHaveBeenCalledTimes(1);
  });
});

describe("the language manager", () => {
  it("loads a language once and shows it", async () => {
    const { instance, load, change } = await manager();
    await change("es");
    await change("es");
    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe("es");
    expect(instance.t("hello" as DataKey)).toBe("hello-es");
  });

  it(`keeps at most ${MAX_CACHED_BUNDLES} bundles, never dropping the one shown`, async () => {
    const { instance, languages, change } = await manager();
    await change("es");
    await change("de");
    await change("ja");
    expect(languages.cached()).toEqual(["de", "ja"]);
    expect(instance.hasResourceBundle("es", "common")).toBe(false);
    expect(instance.t("hello" as DataKey)).toBe("hello-ja");
  });

  it("falls back to English when a bundle fails to load", async () => {
    const { instance, change } = await manager(["ru"]);
    const result = await change("ru");
    expect(result).toEqual({ language: "en", failed: true });
    expect(instance.language).toBe("en");
    expect(instance.t("hello" as DataKey)).toBe("hello-en");
  });

  it("loads every area in use in the new language before it shows it", async () => {
    const { instance, files, areas, change } = await manager();
    await change("en");
    await areas.load("info", "en");
    const shown: string[] = [];
    instance.subscribe(() => shown.push(instance.t("info:hi" as DataKey)));
    await change("es");
    expect(files["../locales/info/es.json"]).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(["info-es"]);
    // An area not in use is not loaded.
    expect(instance.hasResourceBundle("es", "help")).toBe(false);
  });

  it("loads areas for a language cached before the area came into use", async () => {
    const { instance, areas, languages, change } = await manager();
    await change("en");
    await preloadCompanion(languages, "en");
    await areas.load("info", "en");
    await change("es");
    expect(instance.t("info:hi" as DataKey)).toBe("info-es");
  });

  it("drops an evicted language's area strings, and loads them again when needed", async () => {
    const { instance, files, areas, languages, change } = await manager();
    await change("es");
    await areas.load("info", "es");
    await change("de");
    await change("ja");
    expect(languages.cached()).toEqual(["de", "ja"]);
    expect(instance.hasResourceBundle("es", "info")).toBe(false);
    expect(instance.hasResourceBundle("de", "info")).toBe(true);
    await change("es");
    expect(files["../locales/info/es.json"]).toHaveBeenCalledTimes(2);
    expect(instance.t("info:hi" as DataKey)).toBe("info-es");
  });

  it("shows English when an area in use cannot load in the new language", async () => {
    const { instance, files, areas, change } = await manager();
    await change("en");
    await areas.load("info", "en");
    files["../locales/info/de.json"]?.mockRejectedValueOnce(new Error("offline"));
    expect(await change("de")).toEqual({ language: "en", failed: true });
    expect(instance.t("info:hi" as DataKey)).toBe("info-en");
    await change("de"); // back online: it loads again
    expect(instance.t("info:hi" as DataKey)).toBe("info-de");
  });

  it("preloads one other of English, Spanish and French after a change", async () => {
    const { load, languages, change } = await manager();
    await change("en");
    await preloadCompanion(languages, "en");
    expect(load.mock.calls.map(([c]) => c)).toEqual(["en", "es"]);
    await change("fr");
    await preloadCompanion(languages, "fr");
    expect(languages.cached()).toEqual(["fr", "en"]);
  });
});

describe("the app's languages", () => {
  it("has a real bundle for every language", async () => {
    for (const code of ["en", "ar", "ja"] as const) {
      const b = await loadBundle(code);
      expect(Object.keys(b)).toContain("common");
    }
  });

  it("stores the choice and sets lang, dir, title and description", async () => {
    await changeLanguage("ar");
    expect(localStorage.getItem("language")).toBe('"ar"');
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.title).toBe(i18n.t("app.title"));
    expect(document.title).not.toBe("Twirl: spinner and party games");
    await changeLanguage("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.title).toBe("Twirl: spinner and party games");
  });

  it("switches a mounted area's strings in one step, never showing its fallback", async () => {
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push(i18n.language);
      return null;
    }
    function Title() {
      return useAreaTranslation("info").t("title");
    }
    await loadAreaStrings("info", "en");
    await act(async () => {
      render(createElement(Suspense, { fallback: createElement(Fallback) }, createElement(Title)));
    });
    expect(screen.getByText("What is Twirl?")).toBeTruthy();
    fallbacks.length = 0;
    await act(() => changeLanguage("de"));
    expect(screen.queryByText("What is Twirl?")).toBeNull();
    expect(i18n.hasResourceBundle("de", "info")).toBe(true);
    await act(() => changeLanguage("en"));
    expect(screen.getByText("What is Twirl?")).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });

  it("turns an unknown code into English", async () => {
    await changeLanguage("klingon");
    expect(i18n.language).toBe("en");
    expect(localStorage.getItem("language")).toBe('"en"');
  });
});
