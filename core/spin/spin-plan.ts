/**
 * Where names sit on a spinner, which one a rotation selects, and how a fair spin is planned.
 *
 * ANGLE CONVENTION (used everywhere in core/spin): degrees, 0 = pointing up (12 o'clock),
 * positive = clockwise. This matches CSS `rotate(<deg>)` on screen, so a rotation computed
 * here can go straight into a transform.
 *
 * - Layout: segment (or bottle name) i of n occupies [i * 360/n, (i + 1) * 360/n) on the
 *   unrotated spinner; its label sits at the centre of that range.
 * - "wheel": the wheel turns clockwise by r under a fixed pointer at the top, so the pointer
 *   reads the unrotated angle a with (a + r) mod 360 = 0, i.e. a = -r mod 360.
 * - "bottle": names stay put and the bottle turns; its neck points up at r = 0, so it points
 *   at a = r mod 360.
 * - Boundary rule: ranges are half-open, so an angle exactly on a boundary belongs to the
 *   segment that starts there (360 wraps to segment 0). planSpin never stops near a
 *   boundary, so the rule only matters for rotations that did not come from planSpin.
 */
import type { RandomInt } from "../random";

export type SpinnerKind = "wheel" | "bottle";

export const MIN_EXTRA_TURNS = 3;
export const MAX_EXTRA_TURNS = 8;
/** Full turns for a reduced-motion spin: a single calm turn, no extra turns. */
export const REDUCED_MOTION_TURNS = 1;
/** Share of a segment, centred, where a spin may stop; keeps the winner visually obvious. */
export const STOP_ZONE_FRACTION = 0.8;

// Resolution of the stop position inside the stop zone; far finer than a pixel on screen.
const STOP_POSITION_STEPS = 1_000_000;

/** Maps any finite angle into [0, 360). */
export function normalizeDeg(deg: number): number {
  const remainder = deg % 360;
  const positive = remainder < 0 ? remainder + 360 : remainder;
  // A tiny negative remainder rounds up to exactly 360 when shifted; +0 also turns -0 into 0.
  return positive >= 360 ? 0 : positive + 0;
}

/**
 * Slice sizes of a weighted spinner: weights[i] is a whole number >= 1 (an entry that counts
 * three times has three times the slice). Absent, every slice is the same size.
 */
export type Weights = readonly number[] | undefined;

/** Start and end angle of segment `index` on the unrotated spinner (end exclusive). */
export function segmentBounds(
  index: number,
  count: number,
  weights?: Weights,
): { startDeg: number; endDeg: number } {
  assertIndex(index, count);
  const { before, total } = weightsBefore(index, count, weights);
  return {
    startDeg: (before * 360) / total,
    endDeg: ((before + (weights?.[index] ?? 1)) * 360) / total,
  };
}

/** Centre angle of name/segment `index`, where its label is drawn (same for both kinds). */
export function labelAngle(index: number, count: number, weights?: Weights): number {
  const { startDeg, endDeg } = segmentBounds(index, count, weights);
  return (startDeg + endDeg) / 2;
}

/** Angle on the unrotated spinner that the pointer (wheel) or the neck (bottle) selects. */
export function selectedAngle(kind: SpinnerKind, rotationDeg: number): number {
  assertFinite(rotationDeg, "rotationDeg");
  return normalizeDeg(kind === "wheel" ? -rotationDeg : rotationDeg);
}

/** Index selected by a spinner at `finalRotationDeg`; see the convention at the top. */
export function winnerIndex(
  kind: SpinnerKind,
  finalRotationDeg: number,
  count: number,
  weights?: Weights,
): number {
  assertCount(count);
  const angle = selectedAngle(kind, finalRotationDeg);
  // Multiply before dividing so boundaries such as 3 * 360/7 land on their own segment.
  const { total } = weightsBefore(0, count, weights);
  return indexOfTicket(weights ?? new Array(count).fill(1), Math.floor((angle * total) / 360));
}

/** The entry holding ticket `ticket` when entry i holds tickets[i] tickets in a row. */
function indexOfTicket(tickets: readonly number[], ticket: number): number {
  let sum = 0;
  for (let i = 0; i < tickets.length; i++) {
    sum += tickets[i] as number;
    if (ticket < sum) return i;
  }
  return tickets.length - 1;
}

/** Tickets before segment `index`, and in all; one per segment without weights. */
function weightsBefore(index: number, count: number, weights: Weights) {
  if (!weights) return { before: index, total: count };
  if (weights.length !== count) throw new RangeError("weights: one per segment");
  // Weights are whole numbers from 1 (the list's rules, checked where they are set or read).
  let before = 0;
  let total = 0;
  for (const [i, w] of weights.entries()) {
    if (i < index) before += w;
    total += w;
  }
  return { before, total };
}

export interface SpinPlanInput {
  kind: SpinnerKind;
  count: number;
  currentRotationDeg: number;
  randomInt: RandomInt;
  reducedMotion: boolean;
  /** Slice sizes on a wheel, and each entry's chance (a bottle's names stay evenly spaced). */
  weights?: Weights;
  /**
   * Tickets each entry holds in this draw, whole numbers >= 0 (0: it cannot win now, as an
   * entry already picked in a fair rotation); by default its weight.
   */
  chances?: readonly number[];
}

export interface SpinPlan {
  winnerIndex: number;
  finalRotationDeg: number;
  /** Whole turns added on top of the partial turn that reaches the winner. */
  extraTurns: number;
}

/**
 * Plans a spin whose outcome is a uniform pick over the tickets (one per entry, or its weight).
 *
 * The winner is drawn first, so fairness does not depend on any angle arithmetic; the stop
 * angle is then drawn uniformly inside the middle STOP_ZONE_FRACTION of the winner's segment
 * (its weighted slice on a wheel; its even share around a bottle).
 * The spinner always moves clockwise: finalRotationDeg = current + extraTurns full turns +
 * the partial turn (in [0, 360)) needed to reach that stop angle.
 * Normal spins use 3..8 extra turns (uniform); reduced motion uses exactly one turn.
 * randomInt is called in a fixed order: winner, extra turns (normal spins only), stop offset.
 * The winner's draw has the bound sum(chances), sum(weights) or count, in that order of say.
 */
export function planSpin(input: SpinPlanInput): SpinPlan {
  const { kind, count, currentRotationDeg, randomInt, reducedMotion, weights } = input;
  assertCount(count);
  assertFinite(currentRotationDeg, "currentRotationDeg");

  const winner = drawWeighted(randomInt, count, input.chances ?? weights);
  const extraTurns = reducedMotion
    ? REDUCED_MOTION_TURNS
    : MIN_EXTRA_TURNS + draw(randomInt, MAX_EXTRA_TURNS - MIN_EXTRA_TURNS + 1);
  const edge = (1 - STOP_ZONE_FRACTION) / 2;
  // The +0.5 keeps the stop strictly inside the zone, even for the first and last step.
  const step = (draw(randomInt, STOP_POSITION_STEPS) + 0.5) / STOP_POSITION_STEPS;
  const { startDeg, endDeg } = segmentBounds(winner, count, kind === "wheel" ? weights : undefined);
  const stopAngle = startDeg + (edge + STOP_ZONE_FRACTION * step) * (endDeg - startDeg);

  const targetRotation = kind === "wheel" ? normalizeDeg(-stopAngle) : stopAngle;
  const partialTurn = normalizeDeg(targetRotation - normalizeDeg(currentRotationDeg));
  const finalRotationDeg = currentRotationDeg + extraTurns * 360 + partialTurn;
  return { winnerIndex: winner, finalRotationDeg, extraTurns };
}

/**
 * An index drawn with probability tickets[i] / sum(tickets), from one uniform draw over all
 * tickets; without tickets, uniform over `count` (the same single draw of bound `count`).
 */
export function drawWeighted(
  randomInt: RandomInt,
  count: number,
  tickets?: readonly number[],
): number {
  if (!tickets) return draw(randomInt, count);
  // Whole numbers of tickets: a fraction would fail the draw's own check below.
  let total = 0;
  for (const t of tickets) total += t;
  if (tickets.length !== count || !(total > 0)) throw new RangeError("no entry can win");
  return indexOfTicket(tickets, draw(randomInt, total));
}

function draw(randomInt: RandomInt, maxExclusive: number): number {
  const value = randomInt(maxExclusive);
  // A misbehaving source would silently skew the pick, so refuse it outright.
  if (!Number.isInteger(value) || value < 0 || value >= maxExclusive) {
    throw new RangeError(`randomInt(${maxExclusive}) returned ${value}`);
  }
  return value;
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a positive integer, got ${count}`);
  }
}

function assertIndex(index: number, count: number): void {
  assertCount(count);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`index must be an integer in [0, ${count}), got ${index}`);
  }
}

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be finite, got ${value}`);
}
