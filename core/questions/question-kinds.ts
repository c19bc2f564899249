/**
 * The languages and age ratings of the question bank (its games: core/games.ts). Kept apart from the zod
 * schemas so the browser's question loader does not carry zod.
 */
export const CONTENT_LANGUAGES = [
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
export const AGE_RATINGS = ["G", "PG", "PG-13", "R"] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];
