import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRangeValue, RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";
import { acceptRangeTyping, type CommitRangeInput, commitRange } from "./range-input";

const commit = (overrides: Partial<CommitRangeInput>) =>
  commitRange({
    rawMin: "1",
    rawMax: "100",
    previousMin: 1,
    previousMax: 100,
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

  it("with decimals, accepts up to two places and 13 characters", () => {
    for (const raw of ["1.", "1.5", "-0.25", ".5", "-.", "-999999999.99"]) {
      expect(acceptRangeTyping(raw, true)).toBe(raw);
    }
    for (const raw of ["1.555", "1..5", "1.5.", "1,5", "-999999999.999"]) {
      expect(acceptRangeTyping(raw, true)).toBeNull();
    }
    expect(acceptRangeTyping("1.5")).toBeNull();
  });

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
    expect(commit({ rawMax: raw, previousMax: 80 })).toEqual({ min: 1, max: 80 });
  });

  it("falls back to the defaults when the previous value is not a number", () => {
    expect(commit({ rawMin: "", previousMin: Number.NaN })).toEqual({ min: 1, max: 100 });
    expect(commit({ rawMax: "-", previousMax: Number.NaN })).toEqual({ min: 1, max: 100 });
  });

  it("clamps to the global bounds", () => {
    expect(commit({ rawMin: "-9999999999" })).toEqual({ min: RANGE_MIN_BOUND, max: 100 });
    expect(commit({ rawMax: "9999999999" })).toEqual({
      min: 1,
      max: RANGE_MAX_BOUND,
    });
  });

  it("keeps Min above Max as typed: each field commits on its own", () => {
    expect(commit({ rawMin: "150" })).toEqual({ min: 150, max: 100 });
    expect(commit({ rawMax: "-3" })).toEqual({ min: 1, max: -3 });
  });

  it("takes decimal bounds, rounded to two places", () => {
    expect(commit({ rawMin: "1.5", rawMax: "2.25" })).toEqual({ min: 1.5, max: 2.25 });
    expect(commit({ rawMin: ".5", rawMax: "-1." })).toEqual({ min: 0.5, max: -1 });
  });

  it("turns -0 into 0", () => {
    expect(Object.is(commit({ rawMin: "-0" }).min, 0)).toBe(true);
  });

  it("always yields in-bounds values of at most two places, each field from its own text", () => {
    const raw = fc.oneof(
      fc.constantFrom("", "-", "1.", "-.5"),
      fc.integer({ min: -2e9, max: 2e9 }).map(String),
      fc.double({ min: -2e9, max: 2e9, noNaN: true }).map((n) => n.toFixed(2)),
      fc.string({ maxLength: 10 }),
    );
    const previous = fc.integer({ min: RANGE_MIN_BOUND, max: RANGE_MAX_BOUND });
    fc.assert(
      fc.property(raw, raw, previous, previous, (rawMin, rawMax, previousMin, previousMax) => {
        const input = { rawMin, rawMax, previousMin, previousMax };
        const { min, max } = commitRange(input);
        expect(isRangeValue(min) && isRangeValue(max)).toBe(true);
        // Neither field moves the other: compare with a different text in the other field.
        expect(commitRange({ ...input, rawMax: "7" }).min).toBe(min);
        expect(commitRange({ ...input, rawMin: "7" }).max).toBe(max);
      }),
    );
  });
});
