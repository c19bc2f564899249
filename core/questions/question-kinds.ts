/**
 * The question bank's age ratings (its games: core/games.ts; its languages, every one of
 * core/languages.ts). Kept apart from the zod schemas so the browser's loader carries no zod.
 */
export const AGE_RATINGS = ["G", "PG", "PG-13", "R"] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];
