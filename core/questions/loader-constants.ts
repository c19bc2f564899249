import type { AgeRating } from "./question-kinds";

/** Questions per set. */
export const SET_SIZE = 10;
/** When this many questions remain in the current set, the next set is prefetched. */
export const PREFETCH_AT = 2;
/** A set holds at most this many questions of one category, so a set feels varied. */
export const MAX_PER_CATEGORY = Math.ceil(SET_SIZE / 3);
/** Each pick is random among at most this many candidates (about one block). */
export const PICK_WINDOW = 50;

/** Chance in percent that the block order takes an extra jump, so it is harder to predict. */
export const JUMP_PERCENT = 30;
/** The extra jump moves 1 to this many blocks. */
export const MAX_JUMP = 5;

export const FETCH_TIMEOUT_MS = 10_000;
/** Attempts per request, including the first. */
export const MAX_FETCH_ATTEMPTS = 6;
export const RETRY_DELAY_MS = 250;
/** This attempt bypasses the browser cache, in case a broken response was cached. */
export const RELOAD_ATTEMPT = 3;

export const CACHE_TTL_MS = 2 * 60_000;
export const CACHE_MAX_COMBINATIONS = 2;

/** From this share of used questions on, no set is prefetched (the pool is about to reset). */
export const PREFETCH_CLEAR_RATIO = 0.9;

export const DEFAULT_MAX_AGE_RATING: AgeRating = "PG-13";
export const FALLBACK_LANGUAGE = "en";
/** errors() keeps only the most recent messages. */
export const MAX_ERRORS = 20;

/** Loading error messages, kept for the localhost debug panel. */
export const LOADER_ERRORS = {
  timeout: "CDN loading timeout",
  index: "Failed to load CDN index",
  block: "Failed to load block",
  questions: "Failed to load questions",
  languageMissing: (code: string) => `Language ${code} not found in CDN index`,
} as const;
