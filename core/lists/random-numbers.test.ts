import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRandomInt, seededRandomInt } from "../random-test-support";
import type { NumberMode } from "./modes";
import { buildRandomNumberList, type RandomNumberOptions } from "./random-numbers";
import { RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";

const build = (overrides: Partial<RandomNumberOptions>) =>
  buildRandomNumberList({
    count: 6,
    min: 1,
    max: 100,
    numberMode: "integer",
    randomInt: seededRandomInt(1),
    ...overrides,
  });

const labels = (overrides: Partial<RandomNumberOptions>) => build(overrides).map((i) => i.label);

const lowest = scriptedRandomInt(() => 0).randomInt;
const highest = scriptedRandomInt((max) => max - 1).randomInt;

describe("buildRandomNumberList", () => {
  it("defaults to six integers between 1 and 100", () => {
    const list = build({});
    expect(list).toHaveLength(6);
    for (const item of list) {
      expect(item.label).toMatch(/^\d+$/);
      expect(Number(item.label)).toBeGreaterThanOrEqual(1);
      expect(Number(item.label)).toBeLessThanOrEqual(100);
      expect(item.value).toBe(item.label);
    }
    expect(new Set(list.map((i) => i.id)).size).toBe(6);
  });

  it("reaches both ends of the range", () => {
    expect(labels({ randomInt: lowest, count: 2 })[0]).toBe("1");
    expect(labels({ randomInt: highest, count: 2 })[0]).toBe("100");
    expect(labels({ numberMode: "decimal", randomInt: lowest, count: 2 })[0]).toBe("1.00");
    expect(labels({ numberMode: "decimal", randomInt: highest, count: 2 })[0]).toBe("100.00");
  });

  it("draws decimals as whole hundredths over the full range", () => {
    const { randomInt, calls } = scriptedRandomInt(() => 0);
    build({ numberMode: "decimal", min: 1, max: 2, randomInt, count: 2 });
    expect(calls[0]).toBe(101);
  });

  it("mixed mode flips a coin per item, then mixes the integers and decimals", () => {
    // Coins: integer, decimal; the integer 1 + 4; the decimal 1.00 + 0.50; the order kept.
    const answers = [0, 1, 4, 50, 0, 0];
    const randomInt = () => answers.shift() ?? 0;
    expect(labels({ numberMode: "mixed", count: 2, randomInt })).toEqual(["5", "1.50"]);
  });

  it("gives different numbers when the range holds enough, and repeats only once it is used up", () => {
    expect(new Set(labels({ min: 1, max: 6, count: 6 })).size).toBe(6);
    expect(new Set(labels({ min: 1, max: 3, count: 5 }))).toEqual(new Set(["1", "2", "3"]));
    expect(labels({ min: 0, max: 0.05, count: 6, numberMode: "decimal" }).sort()).toEqual([
      "0.00",
      "0.01",
      "0.02",
      "0.03",
      "0.04",
      "0.05",
    ]);
    // A source that always answers the same still ends, with different numbers.
    expect(new Set(labels({ min: 1, max: 1e6, count: 36, randomInt: lowest })).size).toBe(36);
  });

  it("keeps the draws uniform: each of 1 to 10 comes up about as often (chi-square)", () => {
    const counts = new Array(10).fill(0);
    const randomInt = seededRandomInt(7);
    const rounds = 5000;
    for (let i = 0; i < rounds; i++) {
      for (const label of labels({ min: 1, max: 10, count: 2, randomInt }))
        counts[Number(label) - 1]++;
    }
    const expected = (rounds * 2) / 10;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });

  it("is empty when a bound is not a number or min > max", () => {
    expect(build({ min: Number.NaN })).toEqual([]);
    expect(build({ max: Number.NaN })).toEqual([]);
    expect(build({ min: 10, max: 9 })).toEqual([]);
  });

  it("clamps the range to the global bounds", () => {
    expect(labels({ min: -5e9, randomInt: lowest, count: 2 })[0]).toBe(String(RANGE_MIN_BOUND));
    expect(labels({ max: Number.POSITIVE_INFINITY, randomInt: highest, count: 2 })[0]).toBe(
      String(RANGE_MAX_BOUND),
    );
    expect(build({ min: 2e9, max: 3e9 })).toEqual([]);
  });

  it("handles negative ranges and float-noisy bounds", () => {
    expect(
      labels({ min: -3, max: -1, numberMode: "decimal", randomInt: highest, count: 2 })[0],
    ).toBe("-1.00");
    expect(labels({ min: 1.1, max: 1.1, numberMode: "decimal", count: 2 })).toEqual([
      "1.10",
      "1.10",
    ]);
  });

  it("gives no integers where none fit, and falls back to decimals in mixed mode", () => {
    expect(build({ min: 1.2, max: 1.8 })).toEqual([]);
    expect(build({ min: 0.001, max: 0.002, numberMode: "decimal" })).toEqual([]);
    for (const label of labels({ min: 1.2, max: 1.8, numberMode: "mixed" })) {
      expect(label).toMatch(/^1\.[2-8]\d$/);
    }
  });

  it("clamps the count to the slider", () => {
    expect(build({ count: 1 })).toHaveLength(2);
    expect(build({ count: 100 })).toHaveLength(36);
  });

  it("always stays within [min, max] in the mode's format, all different when they fit", () => {
    const bound = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
    const mode = fc.constantFrom<NumberMode>("integer", "decimal", "mixed");
    fc.assert(
      fc.property(
        bound,
        bound,
        mode,
        fc.integer({ min: 2, max: 36 }),
        fc.integer(),
        (a, b, m, n, seed) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const list = build({
            min,
            max,
            numberMode: m,
            count: n,
            randomInt: seededRandomInt(seed),
          });
          expect(list).toHaveLength(n);
          if (m === "integer" && max - min + 1 >= n) {
            expect(new Set(list.map((i) => i.label)).size).toBe(n);
          }
          for (const { label } of list) {
            const value = Number(label);
            expect(value).toBeGreaterThanOrEqual(Math.max(min, RANGE_MIN_BOUND));
            expect(value).toBeLessThanOrEqual(Math.min(max, RANGE_MAX_BOUND));
            if (m === "integer") expect(label).toMatch(/^-?\d+$/);
            if (m === "decimal") expect(label).toMatch(/^-?\d+\.\d\d$/);
            if (m === "mixed") expect(label).toMatch(/^-?\d+(\.\d\d)?$/);
          }
        },
      ),
    );
  });

  it("never asks randomInt for an empty or unsafe range", () => {
    const mode = fc.constantFrom<NumberMode>("integer", "decimal", "mixed");
    fc.assert(
      fc.property(fc.double(), fc.double(), mode, (min, max, m) => {
        const { randomInt, calls } = scriptedRandomInt((bound) => bound - 1);
        build({ min, max, numberMode: m, randomInt });
        for (const bound of calls) {
          expect(Number.isSafeInteger(bound)).toBe(true);
          expect(bound).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});
