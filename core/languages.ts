/**
 * The eleven languages of Twirl: the interface speaks each of them and the question bank
 * holds every question in each (their own names: web/lib/language-names.ts).
 */
export const LANGUAGE_CODES = [
  "en",
  "es",
  "fr",
  "hi",
  "de",
  "it",
  "ja",
  "nl",
  "pt",
  "ru",
  "ar",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
