import { use } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "./i18n";

/**
 * The help area's strings (help pages, legal texts, contact, version, monitor) are their own
 * lazily loaded file per language, so the play screen never carries them.
 */
const FILES = import.meta.glob<Record<string, unknown>>("../locales/help/[a-z][a-z].json", {
  import: "default",
});

const loading = new Map<string, Promise<void>>();

export function loadHelpStrings(language: string): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    const file = FILES[`../locales/help/${language}.json`] ?? FILES["../locales/help/en.json"];
    promise = (file ? file() : Promise.resolve({})).then((strings) => {
      i18n.addResourceBundle(language, "help", strings, true, true);
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
