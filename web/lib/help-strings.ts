import { use } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "./i18n";

/**
 * The help area's strings (help pages, legal texts, contact, version, monitor) are their own
 * lazily loaded file per language, so the play screen never carries them.
 */
const FILES = import.meta.glob<Record<string, unknown>>("../locales/help/*.json", {
  import: "default",
});

/** A language's help file, plus any part files (`<code>.<feature>.json`) merged in. */
function filesOf(language: string) {
  const own = Object.keys(FILES).filter(
    (f) => f === `../locales/help/${language}.json` || f.startsWith(`../locales/help/${language}.`),
  );
  const chosen = own.length > 0 ? own : Object.keys(FILES).filter((f) => /\/help\/en[.]/.test(f));
  return Promise.all(chosen.map((f) => (FILES[f] as () => Promise<Record<string, unknown>>)()));
}

const loading = new Map<string, Promise<void>>();

export function loadHelpStrings(language: string): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = filesOf(language).then((parts) => {
      for (const strings of parts) i18n.addResourceBundle(language, "help", strings, true, true);
    });
    loading.set(language, promise);
  }
  return promise;
}

/** Suspends until the help strings of the current language are in; then like useTranslation. */
export function useHelpTranslation() {
  const { i18n: current } = useTranslation();
  use(loadHelpStrings(current.language));
  return useTranslation("help");
}
