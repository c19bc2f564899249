import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FillRandomValues, secureRandomInt } from "./random";

/** A fake source that hands out the given words in order and records how many it used. */
function scriptedSource(words: readonly number[]): FillRandomValues & { calls: () => number } {
  let next = 0;
  const fill = (array: Uint32Array<ArrayBuffer>) => {
    for (let i = 0; i < array.length; i++) {
      const word = words[next++];
      if (word === undefined) throw new Error("scripted source exhausted");
      array[i] = word;
    }
    return array;
  };
  return Object.assign(fill, { calls: () => next });
}

describe("secureRandomInt", () => {
  it("reduces an accepted word modulo maxExclusive", () => {
    expect(secureRandomInt(7, scriptedSource([0]))).toBe(0);
    expect(secureRandomInt(7, scriptedSource([10]))).toBe(3);
    expect(secureRandomInt(2 ** 32, scriptedSource([0xffffffff]))).toBe(0xffffffff);
  });

  it("rejects words in the biased tail and draws again", () => {
    // 2^32 = 3 * 1431655765 + 1, so exactly one word (0xffffffff) must be rejected for 3.
    const source = scriptedSource([0xffffffff, 0xffffffff, 5]);
    expect(secureRandomInt(3, source)).toBe(2);
    expect(source.calls()).toBe(3);
  });

  it("accepts the last word below the rejection threshold", () => {
    const max = 3_000_000_000; // 2^32 % max = 1294967296, threshold = 3e9
    const source = scriptedSource([max - 1]);
    expect(secureRandomInt(max, source)).toBe(max - 1);
    const rejecting = scriptedSource([max, max + 1, 42]);
    expect(secureRandomInt(max, rejecting)).toBe(42);
    expect(rejecting.calls()).toBe(3);
  });

  it("does not consume randomness when only one outcome exists", () => {
    const source = scriptedSource([]);
    expect(secureRandomInt(1, source)).toBe(0);
    expect(source.calls()).toBe(0);
  });

  it("throws instead of looping forever on a broken source", () => {
    const alwaysHigh: FillRandomValues = (array) => array.fill(0xffffffff);
    expect(() => secureRandomInt(3, alwaysHigh)).toThrow(/not uniform/);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32 + 1])(
    "rejects invalid bound %s",
    (bad) => {
      expect(() => secureRandomInt(bad, scriptedSource([1]))).toThrow(RangeError);
    },
  );

  it("always stays in range for any bound and word", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 5 }),
        (max, words) => {
          // Finish with 0, which every bound accepts, so the script never runs dry.
          const value = secureRandomInt(max, scriptedSource([...words, 0]));
          return Number.isInteger(value) && value >= 0 && value < max;
        },
      ),
    );
  });

  it("maps each accepted word to each result equally often (no modulo bias)", () => {
    // The 1000 highest accepted words form whole cycles of 10, so a bias-free mapping
    // hits every result exactly 100 times.
    const max = 10;
    const acceptBelow = 2 ** 32 - (2 ** 32 % max);
    const counts = new Array<number>(max).fill(0);
    for (let offset = 0; offset < 1000; offset++) {
      const word = acceptBelow - 1000 + offset;
      const value = secureRandomInt(max, scriptedSource([word]));
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(new Set(counts)).toEqual(new Set([100]));
  });

  it("works with the real crypto source by default", () => {
    for (let i = 0; i < 1000; i++) {
      const value = secureRandomInt(6);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(6);
    }
  });
});
