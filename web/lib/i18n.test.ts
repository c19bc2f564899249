import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import {
  type Bundle,
  changeLanguage,
  createLanguageManager,
  detectLanguage,
  i18n,
  loadBundle,
  MAX_CACHED_BUNDLES,
} from "./i18n";
import type { LanguageCode } from "./languages";

const bundle = (code: string) => ({ common: { hello: `hello-${code}` } }) as unknown as Bundle;

async function manager(failing: string[] = []) {
  const instance = i18next.createInstance();
  await instance.init({ resources: {}, fallbackLng: false, defaultNS: "common" });
  const load = vi.fn(async (code: LanguageCode) => {
    if (failing.includes(code)) throw new Error("offline");
    return bundle(code);
  });
  return { instance, load, languages: createLanguageManager(instance, load) };
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

describe("the language manager", () => {
  it("loads a language once and shows it", async () => {
    const { instance, load, languages } = await manager();
    await languages.change("es");
    await languages.change("es");
    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe("es");
    expect(instance.t("hello")).toBe("hello-es");
  });

  it(`keeps at most ${MAX_CACHED_BUNDLES} bundles, never dropping the one shown`, async () => {
    const { instance, languages } = await manager();
    await languages.change("es");
    await languages.change("de");
    await languages.change("ja");
    expect(languages.cached()).toEqual(["de", "ja"]);
    expect(instance.hasResourceBundle("es", "common")).toBe(false);
    expect(instance.t("hello")).toBe("hello-ja");
  });

  it("falls back to English when a bundle fails to load", async () => {
    const { instance, languages } = await manager(["ru"]);
    const result = await languages.change("ru");
    expect(result).toEqual({ language: "en", failed: true });
    expect(instance.language).toBe("en");
    expect(instance.t("hello")).toBe("hello-en");
  });

  it("preloads one other of English, Spanish and French after a change", async () => {
    const { load, languages } = await manager();
    await languages.change("en");
    await languages.preloadCompanion("en");
    expect(load.mock.calls.map(([c]) => c)).toEqual(["en", "es"]);
    await languages.change("fr");
    await languages.preloadCompanion("fr");
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

  it("turns an unknown code into English", async () => {
    await changeLanguage("klingon");
    expect(i18n.language).toBe("en");
    expect(localStorage.getItem("language")).toBe('"en"');
  });
});
