import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GAME_CARD_DELAY_MS,
  isSpinTime,
  QUICK_SPIN_MS,
  REDUCED_MOTION_SPIN_MS,
  RESULT_BUFFER_MS,
  rotationAt,
  SPIN_ACCEL_MS,
  SPIN_DECEL_MS,
  SPIN_TIME_LIMITS,
  SPIN_TOTAL_MS,
  type SpinPhase,
  spinDurationMs,
  spinKeyframes,
} from "./spin-timeline";

const start = fc.double({ min: -1e5, max: 1e5, noNaN: true });
// Planned spins travel between 1 and 9 turns; allow zero and a margin either side.
const distance = fc.double({ min: 0, max: 5000, noNaN: true });
const reduced = fc.boolean();

/** Evaluates a CSS cubic-bezier timing function the way a browser does (solve x, read y). */
function evaluateCssBezier(timingFunction: string, progress: number): number {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(timingFunction);
  if (!match?.[1]) throw new Error(`not a cubic-bezier: ${timingFunction}`);
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = match[1].split(",").map(Number);
  const bezier = (p1: number, p2: number, t: number) =>
    3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (bezier(x1, x2, mid) < progress) lo = mid;
    else hi = mid;
  }
  return bezier(y1, y2, (lo + hi) / 2);
}

function cssRotationAt(phases: readonly SpinPhase[], elapsedMs: number): number {
  let remaining = elapsedMs;
  for (const phase of phases) {
    if (remaining < phase.durationMs) {
      const eased = evaluateCssBezier(phase.timingFunction, remaining / phase.durationMs);
      return phase.fromDeg + (phase.toDeg - phase.fromDeg) * eased;
    }
    remaining -= phase.durationMs;
  }
  return phases.at(-1)?.toDeg ?? Number.NaN;
}

describe("spin constants", () => {
  it("are 6 s up and 8 s down, a 300 ms buffer and cards 3 s after the stop", () => {
    expect([SPIN_ACCEL_MS, SPIN_DECEL_MS, SPIN_TOTAL_MS]).toEqual([6000, 8000, 14000]);
    expect([RESULT_BUFFER_MS, GAME_CARD_DELAY_MS]).toEqual([300, 3000]);
    expect(spinDurationMs()).toBe(SPIN_TOTAL_MS);
    expect(spinDurationMs({ reducedMotion: true })).toBe(REDUCED_MOTION_SPIN_MS);
  });
});

describe("rotationAt", () => {
  it("starts at startDeg and ends exactly at finalDeg, then stays there", () => {
    fc.assert(
      fc.property(
        start,
        distance,
        reduced,
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (s, d, r, extra) => {
          const f = s + d;
          const end = spinDurationMs({ reducedMotion: r });
          expect(rotationAt(0, s, f, { reducedMotion: r })).toBe(s);
          expect(rotationAt(-extra, s, f, { reducedMotion: r })).toBe(s);
          expect(rotationAt(end, s, f, { reducedMotion: r })).toBe(f);
          expect(rotationAt(end + extra, s, f, { reducedMotion: r })).toBe(f);
        },
      ),
    );
  });

  it("never moves backwards", () => {
    const time = fc.double({ min: -1000, max: SPIN_TOTAL_MS + 1000, noNaN: true });
    fc.assert(
      fc.property(start, distance, reduced, time, time, (s, d, r, t1, t2) => {
        const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
        const options = { reducedMotion: r };
        return rotationAt(early, s, s + d, options) <= rotationAt(late, s, s + d, options);
      }),
    );
  });

  it("is continuous: no jump larger than the peak speed allows", () => {
    // Peak speed is d / 5666.67 ms for a normal spin and 2d / 1500 ms for reduced motion.
    const time = fc.double({ min: 0, max: SPIN_TOTAL_MS, noNaN: true });
    fc.assert(
      fc.property(
        start,
        distance,
        reduced,
        time,
        fc.double({ min: 0, max: 5, noNaN: true }),
        (s, d, r, t, h) => {
          const options = { reducedMotion: r };
          const peak = r ? (2 * d) / REDUCED_MOTION_SPIN_MS : d / 5666.666;
          const jump = rotationAt(t + h, s, s + d, options) - rotationAt(t, s, s + d, options);
          return jump <= peak * h + 1e-9 * (1 + Math.abs(s) + d);
        },
      ),
    );
  });

  it("has the same speed on both sides of the 6 s junction", () => {
    fc.assert(
      fc.property(start, fc.double({ min: 360, max: 5000, noNaN: true }), (s, d) => {
        const h = 1;
        const at = (t: number) => rotationAt(t, s, s + d);
        const before = (at(SPIN_ACCEL_MS) - at(SPIN_ACCEL_MS - h)) / h;
        const after = (at(SPIN_ACCEL_MS + h) - at(SPIN_ACCEL_MS)) / h;
        // One-sided differences differ by the curvature times h, here well under 0.1%.
        expect(Math.abs(after - before) / before).toBeLessThan(1e-3);
      }),
    );
  });

  it("is fastest at the junction and slows to a stop", () => {
    const s = 0;
    const f = 3000;
    const speed = (t: number) => rotationAt(t + 1, s, f) - rotationAt(t, s, f);
    expect(speed(100)).toBeLessThan(speed(3000));
    expect(speed(3000)).toBeLessThan(speed(5998));
    expect(speed(6001)).toBeGreaterThan(speed(10_000));
    expect(speed(13_998)).toBeLessThan(1e-6);
  });

  it("runs backwards monotonically if asked to, and rejects bad input", () => {
    expect(rotationAt(7000, 100, 0)).toBeLessThan(100);
    expect(rotationAt(7000, 100, 0)).toBeGreaterThan(0);
    expect(() => rotationAt(Number.NaN, 0, 10)).toThrow(RangeError);
    expect(() => rotationAt(10, 0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("spinKeyframes", () => {
  it("describes two back-to-back phases for a normal spin and one for reduced motion", () => {
    const phases = spinKeyframes(10, 3010);
    expect(phases.map((p) => p.durationMs)).toEqual([SPIN_ACCEL_MS, SPIN_DECEL_MS]);
    expect(phases[0]?.fromDeg).toBe(10);
    expect(phases[0]?.toDeg).toBe(phases[1]?.fromDeg);
    expect(phases[1]?.toDeg).toBe(3010);
    expect(phases.map((p) => p.timingFunction)).toEqual([
      "cubic-bezier(0.333333, 0, 0.666667, 0.333333)",
      "cubic-bezier(0.333333, 1, 0.666667, 1)",
    ]);
    const calm = spinKeyframes(10, 500, { reducedMotion: true });
    expect(calm).toEqual([
      {
        durationMs: REDUCED_MOTION_SPIN_MS,
        fromDeg: 10,
        toDeg: 500,
        timingFunction: "cubic-bezier(0.333333, 0.666667, 0.666667, 1)",
      },
    ]);
  });

  it("matches rotationAt when played by a CSS engine", () => {
    const time = fc.double({ min: 0, max: SPIN_TOTAL_MS + 100, noNaN: true });
    fc.assert(
      fc.property(start, distance, reduced, time, (s, d, r, t) => {
        const options = { reducedMotion: r };
        const css = cssRotationAt(spinKeyframes(s, s + d, options), t);
        const js = rotationAt(t, s, s + d, options);
        // Rounding 1/3 to six decimals in the CSS string costs at most ~1e-5 of the distance.
        expect(Math.abs(css - js)).toBeLessThanOrEqual(1e-5 * d + 1e-7 * (1 + Math.abs(s)));
      }),
    );
  });
});

describe("a spin time of one's own (2 to 60 s)", () => {
  const total = fc.integer({ min: 2, max: 60 }).map((seconds) => seconds * 1000);

  it("takes the whole set time, accelerating for 6/14 of it, at one speed across the junction", () => {
    fc.assert(
      fc.property(start, fc.double({ min: 360, max: 5000, noNaN: true }), total, (s, d, ms) => {
        const options = { totalMs: ms };
        expect(spinDurationMs(options)).toBe(ms);
        const phases = spinKeyframes(s, s + d, options);
        const [accel, decel] = phases.map((p) => p.durationMs) as [number, number];
        expect(accel).toBeCloseTo((ms * 6) / 14, 6);
        expect(accel + decel).toBe(ms);
        expect(rotationAt(ms, s, s + d, options)).toBe(s + d);
        const join = (ms * 6) / 14;
        const h = ms / 14_000;
        const at = (t: number) => rotationAt(t, s, s + d, options);
        const before = (at(join) - at(join - h)) / h;
        const after = (at(join + h) - at(join)) / h;
        expect(Math.abs(after - before) / before).toBeLessThan(1e-3);
      }),
    );
  });

  it("is played the same by a CSS engine", () => {
    fc.assert(
      fc.property(
        start,
        distance,
        total,
        fc.double({ min: 0, max: 1.01, noNaN: true }),
        (s, d, ms, f) => {
          const options = { totalMs: ms };
          const css = cssRotationAt(spinKeyframes(s, s + d, options), f * ms);
          expect(Math.abs(css - rotationAt(f * ms, s, s + d, options))).toBeLessThanOrEqual(
            1e-5 * d + 1e-7 * (1 + Math.abs(s)),
          );
        },
      ),
    );
  });

  it("leaves reduced motion its short spin, and a quick spin is the shortest time", () => {
    expect(spinDurationMs({ reducedMotion: true, totalMs: 60_000 })).toBe(REDUCED_MOTION_SPIN_MS);
    expect(spinKeyframes(0, 720, { reducedMotion: true, totalMs: 2000 })).toHaveLength(1);
    expect(QUICK_SPIN_MS).toBe(SPIN_TIME_LIMITS.minMs);
    expect(SPIN_TIME_LIMITS).toEqual({ minMs: 2000, maxMs: 60_000 });
  });

  it("accepts whole seconds from 2 to 60 only", () => {
    for (const ms of [2000, 14_000, 60_000]) expect(isSpinTime(ms)).toBe(true);
    for (const ms of [1000, 61_000, 2500, 0, -2000, Number.NaN, "14000", null, 14_000.5])
      expect(isSpinTime(ms)).toBe(false);
  });
});
