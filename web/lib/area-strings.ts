import { use } from "react";
import { loadLocaleFile } from "./locale-files";
import { type Tracked, tracked } from "./preloadable";
import { i18n, type Strings, type Translator, useTranslation } from "./translator";

/**
 * Strings the play screen does not need on its first load live in "areas": one lazily loaded
 * file per area and language, web/locales/<area>/<code>.json, read into the namespace of the
 * area's name. help: the help pages, legal texts, contact, version and monitor; info: the info
 * section below the spinner and the footer; cards: the game cards and the winner's card; panels: the sidebar panels
 * other than Participants, the Load Participants dialog and the list rules' messages; colors:
 * the colour names, with the colours mode; cookies: the consent choices (Customize) and the ad
 * slots; dialogs: the header's account and language dialogs, the spinner-name dialog and the
 * update notice; results: the Results tab and the Spin Results dialog; errors: the sentences
 * for the API's error codes (web/lib/api-error.ts); account: the login and Profile modals and
 * the account pages; spinners: the Share and Saved Spinners dialogs and the share-link page;
 * reports: the report dialog, My reports, Suggest a question and My suggestions; admin: the
 * back office (/appadmin); bottles: the spin button's name for each bottle-like spinner;
 * entries: the names list's options and tools (weights, absent today, list tools, teams,
 * fair rotation, the tally, several winners).
 */
export const AREAS = [
  "account",
  "spinners",
  "help",
  "info",
  "cards",
  "panels",
  "colors",
  "cookies",
  "dialogs",
  "results",
  "errors",
  "reports",
  "admin",
  "bottles",
  "entries",
] as const;
export type Area = (typeof AREAS)[number];

/** `loadFile("help/en")` reads web/locales/help/en.json. */
export function createAreaStrings(
  translator: Translator,
  loadFile: (file: string) => Promise<Strings>,
) {
  const loading = new Map<string, Tracked<void>>(); // by "area/language"
  const used = new Set<Area>();

  /** Loads an area in a language, once (again after a failure). */
  function load(area: Area, language: string): Promise<void> {
    used.add(area);
    const key = `${area}/${language}`;
    let promise = loading.get(key);
    if (!promise) {
      const started: Tracked<void> = tracked(
        loadFile(key).then((strings) => {
          // A language forgotten meanwhile does not get its strings back.
          if (loading.get(key) === started) translator.addResourceBundle(language, area, strings);
        }),
      );
      started.catch(() => {
        if (loading.get(key) === started) loading.delete(key); // offline: the next try loads again
      });
      promise = started;
      loading.set(key, promise);
    }
    return promise;
  }

  /** Drops a language's area strings, as when the language manager evicts its bundle. */
  function forget(language: string) {
    for (const area of used) {
      loading.delete(`${area}/${language}`);
      translator.removeResourceBundle(language, area);
    }
  }

  /** Every area loaded so far: a language switch loads these first, so none suspends. */
  const inUse = (): Area[] => [...used];

  return { load, forget, inUse };
}

export type AreaStrings = ReturnType<typeof createAreaStrings>;

/** The app's area strings, read into the app's translator. */
export const areaStrings = createAreaStrings(i18n, loadLocaleFile);

export const loadAreaStrings = (area: Area, language: string) => areaStrings.load(area, language);

/** An on-demand module that comes with an area's strings, both fetched at once. */
export const withStrings =
  <M>(area: Area, load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadAreaStrings(area, i18n.language)]).then(([module]) => module);

/** Suspends until the area's strings in the current language are in; then like useTranslation. */
export function useAreaTranslation<A extends Area>(area: A) {
  const { i18n: current } = useTranslation();
  use(loadAreaStrings(area, current.language));
  return useTranslation(area);
}

export const useHelpTranslation = () => useAreaTranslation("help");
