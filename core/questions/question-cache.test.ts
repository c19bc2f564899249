import { describe, expect, it } from "vitest";
import { CACHE_MAX_COMBINATIONS, CACHE_TTL_MS } from "./loader-constants";
import { createQuestionCache } from "./question-cache";

describe("question cache", () => {
  it("keeps entries for 2 minutes", () => {
    expect(CACHE_TTL_MS).toBe(120_000);
    const cache = createQuestionCache();
    cache.set("trivia:en", "index.json", { a: 1 }, 0);
    expect(cache.get("trivia:en", "index.json", 119_999)).toEqual({ a: 1 });
    expect(cache.get("trivia:en", "index.json", 120_000)).toBeUndefined();
    expect(cache.get("trivia:en", "other", 0)).toBeUndefined();
  });

  it("holds at most 2 combinations, evicting the least recently used", () => {
    expect(CACHE_MAX_COMBINATIONS).toBe(2);
    const cache = createQuestionCache();
    cache.set("trivia:en", "k", 1, 0);
    cache.set("trivia:es", "k", 2, 0);
    expect(cache.get("trivia:en", "k", 1)).toBe(1);
    cache.set("truth-dare:en", "k", 3, 2);
    expect(cache.combinations()).toEqual(["trivia:en", "truth-dare:en"]);
    expect(cache.get("trivia:es", "k", 3)).toBeUndefined();
    cache.clear();
    expect(cache.combinations()).toEqual([]);
  });
});
