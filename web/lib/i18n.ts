import {
  directionOf,
  FALLBACK_LANGUAGE,
  type LanguageCode,
  supportedLanguage,
} from "#core/languages.ts";
import { type AreaStrings, areaStrings } from "./area-strings";
import { loadLocaleFile } from "./locale-files";
import { readStored, writeStored } from "./storage";
import { i18n, type Translator } from "./translator";

export const NAMESPACES = ["common", "lists", "sidebar", "games", "preloader", "consent"] as const;

export type Bundle = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

/** The play screen's strings: one file per language, web/locales/<code>.json. */
export const loadBundle = (code: LanguageCode) => loadLocaleFile(code) as Promise<Bundle>;

/**
 * Detection order: the stored choice, then the browser language, then the html tag. The first
 * source that says anything decides, and a code Twirl does not speak becomes English.
 */
export function detectLanguage(sources: {
  stored: string | null;
  browser: string | undefined;
  html: string | undefined;
}): LanguageCode {
  const first = [sources.stored, sources.browser, sources.html].find((s) => s?.trim());
  return supportedLanguage(first) ?? FALLBACK_LANGUAGE;
}

export function createLanguageManager(
  i18n: Translator,
  load: (code: LanguageCode) => Promise<Bundle>,
  areas: AreaStrings = areaStrings,
) {
  const cached: LanguageCode[] = []; // least recently used first
  const asked = new Set<string>(); // namespaces whose English strings a missing key asked for
  const pending = new Map<LanguageCode, Promise<void>>();

  function touch(code: LanguageCode) {
    cached.splice(cached.indexOf(code), 1);
    cached.push(code);
  }

  /** The bundle, and every area in use, so that a switch to `code` suspends nothing. */
  async function ensure(code: LanguageCode): Promise<void> {
    await ensureBundle(code);
    await Promise.all(areas.inUse().map((area) => areas.load(area, code)));
  }

  async function ensureBundle(code: LanguageCode): Promise<void> {
    if (cached.includes(code)) return touch(code);
    let loading = pending.get(code);
    if (!loading) {
      loading = load(code).then((bundle) => {
        for (const ns of NAMESPACES) i18n.addResourceBundle(code, ns, bundle[ns] ?? {});
        cached.push(code);
      });
      pending.set(code, loading);
      void loading.catch(() => {}).finally(() => pending.delete(code));
    }
    return loading;
  }

  /** Shows `code`; if its strings cannot load, English is shown and stored instead. */
  async function change(code: LanguageCode): Promise<{ language: LanguageCode; failed: boolean }> {
    let language = code;
    let failed = false;
    try {
      await ensure(code);
    } catch {
      failed = true;
      language = FALLBACK_LANGUAGE;
      await ensure(language);
    }
    await i18n.changeLanguage(language);
    return { language, failed };
  }

  /** Drops a language's strings, and its areas' (language-switch.ts keeps the newest two). */
  function forget(code: LanguageCode) {
    cached.splice(cached.indexOf(code), 1);
    for (const ns of NAMESPACES) i18n.removeResourceBundle(code, ns);
    areas.forget(code);
    asked.clear();
  }

  // A key missing in the shown language is read in English: its strings load once a namespace.
  i18n.onMissing = (ns) => {
    if (asked.has(ns)) return;
    asked.add(ns);
    // An area's keys are only read once its strings were asked for (useAreaTranslation).
    const area = areas.inUse().find((a) => a === ns);
    const loading = area ? areas.load(area, FALLBACK_LANGUAGE) : ensureBundle(FALLBACK_LANGUAGE);
    loading.then(i18n.refresh, () => asked.delete(ns));
  };

  return { ensure, change, forget, cached: () => [...cached] };
}

export type LanguageManager = ReturnType<typeof createLanguageManager>;

export const languages = createLanguageManager(i18n, loadBundle);

/** html lang and dir, title and description follow the language. */
export function applyToDocument(code: LanguageCode) {
  const root = document.documentElement;
  root.lang = code;
  root.dir = directionOf(code);
  document.title = i18n.t("app.title");
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute("content", i18n.t("app.description"));
}

/** Before the first render: detect, load that one language, and show it. */
export async function initI18n(): Promise<LanguageCode> {
  const detected = detectLanguage({
    stored: readStored("language"),
    browser: navigator.language,
    html: document.documentElement.lang,
  });
  const { language, failed } = await languages.change(detected);
  if (failed || readStored("language") !== null) writeStored("language", language);
  applyToDocument(language);
  return language;
}
