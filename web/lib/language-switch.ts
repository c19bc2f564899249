import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from "#core/languages.ts";
import { applyToDocument, type LanguageManager, languages } from "./i18n";
import { writeStored } from "./storage";
import { i18n } from "./translator";
import { whenIdle } from "./when-idle";

// Apart from i18n.ts, which the first screen carries: switching languages, which loads with
// the language menu.

/** How many languages' strings stay in memory: the one shown and one preloaded. */
export const MAX_CACHED_BUNDLES = 2;
/** After a change, the first of these that is not shown is preloaded. */
export const PRELOAD_CANDIDATES: LanguageCode[] = ["en", "es", "fr"];

/** Drops the least recently used languages beyond MAX_CACHED_BUNDLES, never those in `keep`. */
function trim(manager: LanguageManager, keep: readonly string[]) {
  for (const old of manager.cached()) {
    if (manager.cached().length <= MAX_CACHED_BUNDLES) return;
    if (!keep.includes(old)) manager.forget(old);
  }
}

/** Shows `code`, keeping it and the language shown before (`shown`) in memory. */
export async function switchLanguage(manager: LanguageManager, code: LanguageCode, shown: string) {
  const result = await manager.change(code);
  trim(manager, [result.language, shown]);
  return result;
}

/** Loads one other of English, Spanish and French in the background. */
export async function preloadCompanion(manager: LanguageManager, current: LanguageCode) {
  const next = PRELOAD_CANDIDATES.find((c) => c !== current);
  if (!next) return;
  await manager.ensure(next).catch(() => {});
  trim(manager, [current, next]);
}

/** The language picker's action: switch, remember, and preload a companion. */
export async function changeLanguage(code: string): Promise<{ failed: boolean }> {
  const wanted = isLanguageCode(code) ? code : FALLBACK_LANGUAGE;
  const { language, failed } = await switchLanguage(languages, wanted, i18n.language);
  writeStored("language", language);
  applyToDocument(language);
  whenIdle(() => void preloadCompanion(languages, language), 5000, 1000);
  return { failed };
}
