import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";
import { acceptRangeTyping, type CommitRangeInput, commitRange } from "./range-input";

const commit = (overrides: Partial<CommitRangeInput>) =>
  commitRange({
    rawMin: "1",
    rawMax: "100",
    previousMin: 1,
    previousMax: 100,
    edited: "min",
    ...overrides,
  });

describe("acceptRangeTyping", () => {
  it.each(["", "-", "0", "42", "-42", "007", "-999999999", "9999999999"])("accepts %j", (raw) => {
    expect(acceptRangeTyping(raw)).toBe(raw);
  });

  it.each(["--", "4-", "1.5", "1e3", " 1", "+1", "abc", "12345678901", "-9999999999"])(
    "rejects %j",
    (raw) => {
      expect(acceptRangeTyping(raw)).toBeNull();
    },
  );

  it("accepts exactly the optionally signed digit strings of up to 10 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (raw) => {
        const ok = raw.length <= 10 && /^-?[0-9]*$/.test(raw);
        expect(acceptRangeTyping(raw)).toBe(ok ? raw : null);
      }),
    );
  });
});

describe("commitRange", () => {
  it("parses valid values", () => {
    expect(commit({ rawMin: "-5", rawMax: "50" })).toEqual({ min: -5, max: 50 });
    expect(commit({ rawMin: "007" })).toEqual({ min: 7, max: 100 });
  });

  it.each(["", "-", "  "])("restores the last valid value for %j", (raw) => {
    expect(commit({ rawMin: raw, previousMin: 3 })).toEqual({ min: 3, max: 100 });
    expect(commit({ rawMax: raw, previousMax: 80, edited: "max" })).toEqual({ min: 1, max: 80 });
  });

  it("falls back to the defaults when the previous value is not a number", () => {
    expect(commit({ rawMin: "", previousMin: Number.NaN })).toEqual({ min: 1, max: 100 });
    expect(commit({ rawMax: "-", previousMax: Number.NaN })).toEqual({ min: 1, max: 100 });
  });

  it("clamps to the global bounds", () => {
    expect(commit({ rawMin: "-9999999999" })).toEqual({ min: RANGE_MIN_BOUND, max: 100 });
    expect(commit({ rawMax: "9999999999", edited: "max" })).toEqual({
      min: 1,
      max: RANGE_MAX_BOUND,
    });
  });

  it("stops min at max and max at min", () => {
    expect(commit({ rawMin: "150", edited: "min" })).toEqual({ min: 100, max: 100 });
    expect(commit({ rawMax: "-3", edited: "max" })).toEqual({ min: 1, max: 1 });
  });

  it("turns -0 into 0", () => {
    expect(Object.is(commit({ rawMin: "-0" }).min, 0)).toBe(true);
  });

  it("always yields an ordered, in-bounds integer range that keeps the other field", () => {
    const raw = fc.oneof(
      fc.constantFrom("", "-"),
      fc.integer({ min: -2e9, max: 2e9 }).map(String),
      fc.string({ maxLength: 10 }),
    );
    const previous = fc.integer({ min: RANGE_MIN_BOUND, max: RANGE_MAX_BOUND });
    const field = fc.constantFrom<"min" | "max">("min", "max");
    fc.assert(
      fc.property(raw, raw, previous, previous, field, (rawMin, rawMax, pa, pb, edited) => {
        const [previousMin, previousMax] = pa <= pb ? [pa, pb] : [pb, pa];
        const input = { rawMin, rawMax, previousMin, previousMax, edited };
        const { min, max } = commitRange(input);
        expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
        expect(min).toBeLessThanOrEqual(max);
        expect(min).toBeGreaterThanOrEqual(RANGE_MIN_BOUND);
        expect(max).toBeLessThanOrEqual(RANGE_MAX_BOUND);
        // The field not being edited never moves: compare with an edit that cannot clash.
        if (edited === "min") {
          const reference = commitRange({ ...input, rawMin: String(RANGE_MIN_BOUND) });
          expect(max).toBe(reference.max);
        } else {
          const reference = commitRange({ ...input, rawMax: String(RANGE_MAX_BOUND) });
          expect(min).toBe(reference.min);
        }
      }),
    );
  });
});
