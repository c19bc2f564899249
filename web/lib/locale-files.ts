import type { Strings } from "./translator";

/** Set by vite.config.ts: where a build serves the string files. */
declare const __LOCALES__: string;

/**
 * One strings file of web/locales by its path without ".json": "en", "help/en". A build
 * serves them as JSON under /assets/locales-<hash of them all>/ (cached for good, fetched when
 * needed, no table of hashed file names in the code); development and tests import them.
 */
export const loadLocaleFile: (file: string) => Promise<Strings> = import.meta.env.PROD
  ? async (file) => {
      const response = await fetch(`${__LOCALES__}/${file}.json`);
      if (!response.ok) throw new Error(`strings ${file}: HTTP ${response.status}`);
      return response.json();
    }
  : (file) => {
      const files = import.meta.glob<Strings>("../locales/**/[a-z][a-z].json", {
        import: "default",
      });
      const load = files[`../locales/${file}.json`];
      return load ? load() : Promise.reject(new Error(`no strings file ${file}`));
    };
