/**
 * How a planned spin moves over time. Angles follow the convention in ./spin-plan
 * (degrees, 0 = up, clockwise positive).
 *
 * A normal spin accelerates for SPIN_ACCEL_MS with a quadratic ease-in, then decelerates for
 * SPIN_DECEL_MS with a cubic ease-out. The distance is split between the phases so the
 * speed at the junction is the same from both sides (no visible jerk). Reduced motion is a
 * single quadratic ease-out of REDUCED_MOTION_SPIN_MS.
 *
 * Every easing is a cubic Bezier whose x control points are 1/3 and 2/3, which makes x(t) = t,
 * so the CSS `cubic-bezier()` timing function equals the polynomial used by rotationAt. The web
 * app can therefore animate with spinKeyframes (pure CSS) and still agree with rotationAt.
 */

export const SPIN_ACCEL_MS = 6000;
export const SPIN_DECEL_MS = 8000;
export const SPIN_TOTAL_MS = SPIN_ACCEL_MS + SPIN_DECEL_MS;
/** Pause between the spinner stopping and the result being shown. */
export const RESULT_BUFFER_MS = 300;
/** Delay between the spinner stopping and a game card opening. */
export const GAME_CARD_DELAY_MS = 3000;
export const REDUCED_MOTION_SPIN_MS = 1500;
/** The spin time a person can set (whole seconds); SPIN_TOTAL_MS is the default. */
export const SPIN_TIME_LIMITS = { minMs: 2000, maxMs: 60_000 } as const;
/** A quick spin (Shift + click, Ctrl + Shift + Enter) takes the shortest time. */
export const QUICK_SPIN_MS = SPIN_TIME_LIMITS.minMs;

export const isSpinTime = (ms: unknown): ms is number =>
  Number.isInteger(ms) &&
  (ms as number) % 1000 === 0 &&
  (ms as number) >= SPIN_TIME_LIMITS.minMs &&
  (ms as number) <= SPIN_TIME_LIMITS.maxMs;

export interface SpinMotionOptions {
  reducedMotion?: boolean;
  /**
   * How long the spin takes (SPIN_TOTAL_MS unless set): the acceleration keeps its share,
   * 6 of 14. Reduced motion keeps its short spin whatever is set.
   */
  totalMs?: number;
}

/** One CSS animation phase; apply the phases one after another. */
export interface SpinPhase {
  durationMs: number;
  fromDeg: number;
  toDeg: number;
  /** A CSS `cubic-bezier(x1, y1, x2, y2)` string. */
  timingFunction: string;
}

interface Easing {
  /** y control points of the Bezier (x control points are fixed at 1/3 and 2/3). */
  y1: number;
  y2: number;
  /** Same curve written so that floating point keeps it monotonic. */
  ease: (progress: number) => number;
  /** Derivative at the end that touches the other phase (progress per progress). */
  joinSlope: number;
}

/** Quadratic ease-in x^2: Bernstein y controls (0, 0, 1/3, 1); slope 2 at the end. */
const EASE_IN_QUAD: Easing = { y1: 0, y2: 1 / 3, ease: (x) => x * x, joinSlope: 2 };

/** Cubic ease-out 1 - (1 - x)^3: y controls (0, 1, 1, 1); slope 3 at the start. */
const EASE_OUT_CUBIC: Easing = {
  y1: 1,
  y2: 1,
  ease: (x) => 1 - (1 - x) ** 3,
  joinSlope: 3,
};

/** Quadratic ease-out 1 - (1 - x)^2: y controls (0, 2/3, 1, 1). */
const EASE_OUT_QUAD: Easing = {
  y1: 2 / 3,
  y2: 1,
  ease: (x) => 1 - (1 - x) ** 2,
  joinSlope: 2,
};

interface Phase {
  durationMs: number;
  fromDeg: number;
  toDeg: number;
  easing: Easing;
}

/** Duration of the whole spin animation. */
export function spinDurationMs(options: SpinMotionOptions = {}): number {
  return options.reducedMotion ? REDUCED_MOTION_SPIN_MS : (options.totalMs ?? SPIN_TOTAL_MS);
}

/**
 * Rotation at `elapsedMs` after the spin started: startDeg before 0, finalDeg from the end of
 * the animation on, and continuous and monotonic (towards finalDeg) in between.
 */
export function rotationAt(
  elapsedMs: number,
  startDeg: number,
  finalDeg: number,
  options: SpinMotionOptions = {},
): number {
  if (Number.isNaN(elapsedMs)) throw new RangeError("elapsedMs must be a number");
  if (elapsedMs <= 0) return startDeg;
  let remaining = elapsedMs;
  for (const phase of motionPhases(startDeg, finalDeg, options)) {
    if (remaining < phase.durationMs) {
      const travelled =
        (phase.toDeg - phase.fromDeg) * phase.easing.ease(remaining / phase.durationMs);
      // Clamping to the phase's own range keeps rounding from stepping back across a junction.
      return clampBetween(phase.fromDeg + travelled, phase.fromDeg, phase.toDeg);
    }
    remaining -= phase.durationMs;
  }
  return finalDeg;
}

/** The same motion as rotationAt, as CSS animation phases with cubic-bezier timing. */
export function spinKeyframes(
  startDeg: number,
  finalDeg: number,
  options: SpinMotionOptions = {},
): SpinPhase[] {
  return motionPhases(startDeg, finalDeg, options).map(({ easing, ...phase }) => ({
    ...phase,
    timingFunction: cubicBezier(easing),
  }));
}

function motionPhases(startDeg: number, finalDeg: number, options: SpinMotionOptions): Phase[] {
  assertFinite(startDeg, "startDeg");
  assertFinite(finalDeg, "finalDeg");
  if (options.reducedMotion) {
    return [
      {
        durationMs: REDUCED_MOTION_SPIN_MS,
        fromDeg: startDeg,
        toDeg: finalDeg,
        easing: EASE_OUT_QUAD,
      },
    ];
  }
  const total = spinDurationMs(options);
  const accelMs = (total * SPIN_ACCEL_MS) / SPIN_TOTAL_MS;
  const decelMs = total - accelMs;
  // Junction speed is distance * slope / duration for each phase; setting them equal gives
  // each phase a share of the distance proportional to duration / slope.
  const accelWeight = accelMs / EASE_IN_QUAD.joinSlope;
  const decelWeight = decelMs / EASE_OUT_CUBIC.joinSlope;
  const junctionDeg =
    startDeg + ((finalDeg - startDeg) * accelWeight) / (accelWeight + decelWeight);
  return [
    { durationMs: accelMs, fromDeg: startDeg, toDeg: junctionDeg, easing: EASE_IN_QUAD },
    { durationMs: decelMs, fromDeg: junctionDeg, toDeg: finalDeg, easing: EASE_OUT_CUBIC },
  ];
}

function cubicBezier({ y1, y2 }: Easing): string {
  return `cubic-bezier(${[1 / 3, y1, 2 / 3, y2].map(formatNumber).join(", ")})`;
}

function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

function clampBetween(value: number, a: number, b: number): number {
  return Math.min(Math.max(value, Math.min(a, b)), Math.max(a, b));
}

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be finite, got ${value}`);
}
