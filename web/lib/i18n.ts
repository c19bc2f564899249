import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../locales/en/common.json";
import games from "../locales/en/games.json";
import lists from "../locales/en/lists.json";
import preloader from "../locales/en/preloader.json";
import results from "../locales/en/results.json";
import sidebar from "../locales/en/sidebar.json";
import spinners from "../locales/en/spinners.json";

/** English is bundled; the other ten languages load lazily (their own issue). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common", "lists", "spinners", "sidebar", "results", "preloader", "games"],
  resources: { en: { common, lists, spinners, sidebar, results, preloader, games } },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  showSupportNotice: false,
});
