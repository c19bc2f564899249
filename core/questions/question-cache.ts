import { CACHE_MAX_COMBINATIONS, CACHE_TTL_MS } from "./loader-constants";

/**
 * Recently fetched indexes and blocks, grouped by game + language combination. Loaders may
 * share one so switching games or languages back and forth does not refetch. Times are
 * passed in so the cache stays pure.
 */
export type QuestionCache = {
  /** The stored value, or undefined when missing or older than the TTL. */
  get(combination: string, key: string, now: number): unknown;
  set(combination: string, key: string, value: unknown, now: number): void;
  clear(): void;
  /** Cached combinations, least recently used first. */
  combinations(): string[];
};

export type QuestionCacheOptions = { ttlMs?: number; maxCombinations?: number };

export const cacheCombination = (gameType: string, language: string): string =>
  `${gameType}:${language}`;

export function createQuestionCache(options: QuestionCacheOptions = {}): QuestionCache {
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const max = options.maxCombinations ?? CACHE_MAX_COMBINATIONS;
  // Map order doubles as recency: a touched combination is moved to the end.
  const store = new Map<string, Map<string, { value: unknown; storedAt: number }>>();

  const touch = (
    combination: string,
    entries: Map<string, { value: unknown; storedAt: number }>,
  ) => {
    store.delete(combination);
    store.set(combination, entries);
  };

  return {
    get(combination, key, now) {
      const entries = store.get(combination);
      const entry = entries?.get(key);
      if (!entries || !entry) return undefined;
      if (now - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      touch(combination, entries);
      return entry.value;
    },
    set(combination, key, value, now) {
      const entries = store.get(combination) ?? new Map();
      entries.set(key, { value, storedAt: now });
      touch(combination, entries);
      for (const oldest of store.keys()) {
        if (store.size <= max) break;
        store.delete(oldest);
      }
    },
    clear: () => store.clear(),
    combinations: () => [...store.keys()],
  };
}
