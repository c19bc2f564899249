import { describe, expect, it } from "vitest";
import { fromFloats, seededRandomInt } from "../random-test-support";
import { MAX_PER_CATEGORY, PICK_WINDOW, SET_SIZE } from "./loader-constants";
import { pickOne, pickSet } from "./question-set";

const questions = (count: number, category: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, category: category(i) }));

describe("question sets", () => {
  it("holds 10 distinct questions, at most ceil(10 / 3) = 4 per category", () => {
    expect(SET_SIZE).toBe(10);
    expect(MAX_PER_CATEGORY).toBe(4);
    // 80% science: the cap keeps a set varied.
    const pool = questions(100, (i) => (i % 5 === 0 ? `other-${i % 3}` : "science"));
    for (let seed = 1; seed <= 50; seed++) {
      const set = pickSet(pool, seededRandomInt(seed));
      expect(set).toHaveLength(10);
      expect(new Set(set.map((q) => q.id)).size).toBe(10);
      const counts = new Map<string, number>();
      for (const q of set) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
    }
  });

  it("is shorter rather than break the cap", () => {
    const set = pickSet(
      questions(40, (i) => (i % 2 ? "truth" : "dare")),
      seededRandomInt(1),
    );
    expect(set).toHaveLength(8);
    expect(pickSet(questions(3, String), seededRandomInt(1))).toHaveLength(3);
    expect(pickSet([], seededRandomInt(1))).toEqual([]);
  });

  it("picks at random among the first 50 candidates", () => {
    const pool = questions(200, String);
    expect(PICK_WINDOW).toBe(50);
    expect(
      pickOne(
        pool,
        fromFloats(() => 0.999),
      )?.id,
    ).toBe(50);
    expect(pickOne(pool, () => 0)?.id).toBe(1);
    expect(pickOne([], () => 0)).toBeUndefined();
    const ids = pickSet(
      pool,
      fromFloats(() => 0.999),
    ).map((q) => q.id);
    // Each pick leaves the pool, so the window slides: 50, 51, 52, ...
    expect(ids).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });
});
