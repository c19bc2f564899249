import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RandomInt } from "../random";
import {
  labelAngle,
  MAX_EXTRA_TURNS,
  MIN_EXTRA_TURNS,
  normalizeDeg,
  planSpin,
  REDUCED_MOTION_TURNS,
  type SpinnerKind,
  segmentBounds,
  selectedAngle,
  winnerIndex,
} from "./spin-plan";

const kinds: SpinnerKind[] = ["wheel", "bottle"];

/** randomInt driven by fractions in [0, 1), so fast-check can push draws to both extremes. */
function fractionRandomInt(fractions: readonly number[]): RandomInt {
  let next = 0;
  return (max) => Math.min(max - 1, Math.floor((fractions[next++ % fractions.length] ?? 0) * max));
}

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe("normalizeDeg", () => {
  it.each([
    [0, 0],
    [-0, 0],
    [360, 0],
    [720.5, 0.5],
    [-90, 270],
    [-360, 0],
    [-1e-15, 0],
    [1e20, 1e20 % 360],
  ])("normalizeDeg(%s) = %s", (input, expected) => {
    expect(Object.is(normalizeDeg(input), expected)).toBe(true);
  });

  it("always lands in [0, 360) and preserves the angle", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (deg) => {
        const n = normalizeDeg(deg);
        const turns = (deg - n) / 360;
        return n >= 0 && n < 360 && Math.abs(turns - Math.round(turns)) < 1e-6;
      }),
    );
  });
});

describe("layout", () => {
  it("puts labels at segment centres, clockwise from the top", () => {
    expect(labelAngle(0, 4)).toBe(45);
    expect(labelAngle(3, 4)).toBe(315);
    expect(labelAngle(0, 1)).toBe(180);
    expect(segmentBounds(1, 4)).toEqual({ startDeg: 90, endDeg: 180 });
  });

  it("rejects impossible indexes and counts", () => {
    expect(() => labelAngle(4, 4)).toThrow(RangeError);
    expect(() => labelAngle(-1, 4)).toThrow(RangeError);
    expect(() => labelAngle(0, 0)).toThrow(RangeError);
    expect(() => segmentBounds(0.5, 4)).toThrow(RangeError);
  });
});

describe("winnerIndex", () => {
  it("wheel: the pointer reads the segment that has turned up to the top", () => {
    expect(winnerIndex("wheel", 0, 4)).toBe(0);
    // Turning clockwise by 10 degrees brings the end of the last segment under the pointer.
    expect(winnerIndex("wheel", 10, 4)).toBe(3);
    expect(winnerIndex("wheel", -10, 4)).toBe(0);
    expect(winnerIndex("wheel", 360 - labelAngle(1, 4), 4)).toBe(1);
    expect(winnerIndex("wheel", 3600 + 225, 4)).toBe(1);
  });

  it("bottle: the neck points at the rotation angle", () => {
    expect(winnerIndex("bottle", 10, 4)).toBe(0);
    expect(winnerIndex("bottle", labelAngle(1, 4), 4)).toBe(1);
    expect(winnerIndex("bottle", -10, 4)).toBe(3);
    expect(winnerIndex("bottle", 3600 + 100, 4)).toBe(1);
  });

  it("gives a boundary to the segment that starts there", () => {
    expect(winnerIndex("bottle", 90, 4)).toBe(1);
    expect(winnerIndex("bottle", 360, 4)).toBe(0);
    expect(winnerIndex("wheel", -90, 4)).toBe(1);
    expect(winnerIndex("wheel", 270, 4)).toBe(1);
    for (let i = 0; i < 7; i++) expect(winnerIndex("bottle", (i * 360) / 7, 7)).toBe(i);
  });

  it("always picks 0 for a single name", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (kind, r) => winnerIndex(kind, r, 1) === 0,
      ),
    );
  });

  it("handles huge and negative rotations as whole turns", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 1, max: 36 }),
        fc.nat({ max: 35 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (kind, count, rawIndex, turns) => {
          const index = rawIndex % count;
          const centre = labelAngle(index, count);
          const r = (kind === "wheel" ? -centre : centre) + turns * 360;
          return winnerIndex(kind, r, count) === index;
        },
      ),
    );
  });

  it("is always a valid index", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 1, max: 1000 }),
        (kind, r, count) => {
          const i = winnerIndex(kind, r, count);
          return Number.isInteger(i) && i >= 0 && i < count;
        },
      ),
    );
  });

  it("rejects non-finite rotations and bad counts", () => {
    expect(() => winnerIndex("wheel", Number.NaN, 4)).toThrow(RangeError);
    expect(() => winnerIndex("bottle", Number.POSITIVE_INFINITY, 4)).toThrow(RangeError);
    expect(() => winnerIndex("wheel", 0, 0)).toThrow(RangeError);
    expect(() => winnerIndex("wheel", 0, 2.5)).toThrow(RangeError);
  });
});

describe("planSpin", () => {
  const planArbitrary = fc.record({
    kind: fc.constantFrom(...kinds),
    count: fc.integer({ min: 1, max: 36 }),
    currentRotationDeg: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fractions: fc.array(unit, { minLength: 3, maxLength: 3 }),
    reducedMotion: fc.boolean(),
  });

  it("stops on the drawn winner, clockwise, inside the stop zone", () => {
    fc.assert(
      fc.property(planArbitrary, ({ fractions, ...input }) => {
        const plan = planSpin({ ...input, randomInt: fractionRandomInt(fractions) });
        const { kind, count, currentRotationDeg, reducedMotion } = input;
        expect(winnerIndex(kind, plan.finalRotationDeg, count)).toBe(plan.winnerIndex);
        expect(plan.winnerIndex).toBe(Math.floor((fractions[0] ?? 0) * count));

        const travel = plan.finalRotationDeg - currentRotationDeg;
        expect(travel).toBeGreaterThanOrEqual(plan.extraTurns * 360 - 1e-6);
        expect(travel).toBeLessThan((plan.extraTurns + 1) * 360 + 1e-6);
        if (reducedMotion) expect(plan.extraTurns).toBe(REDUCED_MOTION_TURNS);
        else {
          expect(plan.extraTurns).toBeGreaterThanOrEqual(MIN_EXTRA_TURNS);
          expect(plan.extraTurns).toBeLessThanOrEqual(MAX_EXTRA_TURNS);
        }

        const segment = 360 / count;
        const within = selectedAngle(kind, plan.finalRotationDeg) - plan.winnerIndex * segment;
        expect(within / segment).toBeGreaterThan(0.1 - 1e-6);
        expect(within / segment).toBeLessThan(0.9 + 1e-6);
      }),
    );
  });

  it("uses every extra-turn count from 3 to 8", () => {
    const seen = new Set<number>();
    for (let t = 0; t < 6; t++) {
      const plan = planSpin({
        kind: "wheel",
        count: 5,
        currentRotationDeg: 0,
        randomInt: fractionRandomInt([0.5, (t + 0.5) / 6, 0.5]),
        reducedMotion: false,
      });
      seen.add(plan.extraTurns);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("refuses a random source that returns out-of-range values", () => {
    const base = { kind: "bottle", count: 3, currentRotationDeg: 0, reducedMotion: false } as const;
    expect(() => planSpin({ ...base, randomInt: () => 3 })).toThrow(RangeError);
    expect(() => planSpin({ ...base, randomInt: () => 0.5 })).toThrow(RangeError);
    expect(() => planSpin({ ...base, count: 0, randomInt: () => 0 })).toThrow(RangeError);
    expect(() => planSpin({ ...base, currentRotationDeg: Number.NaN, randomInt: () => 0 })).toThrow(
      RangeError,
    );
  });
});

describe("weights", () => {
  it("lays slices out by weight and reads the pointer by them", () => {
    expect(segmentBounds(1, 3, [1, 2, 1])).toEqual({ startDeg: 90, endDeg: 270 });
    expect(labelAngle(1, 3, [1, 2, 1])).toBe(180);
    expect(winnerIndex("wheel", -100, 3, [1, 2, 1])).toBe(1);
    expect(winnerIndex("wheel", -280, 3, [1, 2, 1])).toBe(2);
    expect(winnerIndex("wheel", -45, 3, [1, 2, 1])).toBe(0);
  });

  it("equal weights plan exactly the spin no weights plan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.array(unit, { minLength: 3, maxLength: 3 }),
        (count, fractions) => {
          const base = {
            kind: "wheel" as const,
            count,
            currentRotationDeg: 10,
            reducedMotion: false,
          };
          const plain = planSpin({ ...base, randomInt: fractionRandomInt(fractions) });
          const weighted = planSpin({
            ...base,
            randomInt: fractionRandomInt(fractions),
            weights: new Array(count).fill(1),
          });
          expect(weighted.winnerIndex).toBe(plain.winnerIndex);
          expect(weighted.finalRotationDeg).toBeCloseTo(plain.finalRotationDeg, 9);
        },
      ),
    );
  });

  it("a weighted wheel always stops inside the winner's slice", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 36 }),
        fc.array(unit, { minLength: 3, maxLength: 3 }),
        (weights, fractions) => {
          const plan = planSpin({
            kind: "wheel",
            count: weights.length,
            currentRotationDeg: 0,
            randomInt: fractionRandomInt(fractions),
            reducedMotion: false,
            weights,
          });
          expect(winnerIndex("wheel", plan.finalRotationDeg, weights.length, weights)).toBe(
            plan.winnerIndex,
          );
        },
      ),
    );
  });

  it("refuses weights that do not fit, and a draw nobody can win", () => {
    expect(() => segmentBounds(0, 2, [1])).toThrow(RangeError);
    expect(() =>
      planSpin({
        kind: "wheel",
        count: 2,
        currentRotationDeg: 0,
        randomInt: () => 0,
        reducedMotion: false,
        chances: [0, 0],
      }),
    ).toThrow(/no entry can win/);
  });
});
