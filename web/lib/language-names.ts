import type { LanguageCode } from "#core/languages.ts";

/** Each interface language in its own name, for the language pickers (loaded with them). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  hi: "हिन्दी",
  de: "Deutsch",
  it: "Italiano",
  ja: "日本語",
  nl: "Nederlands",
  pt: "Português",
  ru: "Русский",
  ar: "العربية",
};
