import type { RandomInt } from "./random";

/** mulberry32: the same seed gives the same sequence in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Deterministic RandomInt for tests (mulberry32), so fast-check can shrink failing cases to a
 * seed. Combines two draws to cover ranges beyond 2^32.
 */
export function seededRandomInt(seed: number): RandomInt {
  const next = seededRandom(seed);
  return (maxExclusive) => {
    const unit = (Math.floor(next() * 2 ** 21) * 2 ** 32 + Math.floor(next() * 2 ** 32)) / 2 ** 53;
    return Math.floor(unit * maxExclusive);
  };
}

/** Records every bound it is asked for and answers with a fixed choice of the range. */
export function scriptedRandomInt(pick: (maxExclusive: number) => number): {
  randomInt: RandomInt;
  calls: number[];
} {
  const calls: number[] = [];
  return {
    calls,
    randomInt: (maxExclusive) => {
      calls.push(maxExclusive);
      return pick(maxExclusive);
    },
  };
}

/**
 * A RandomInt that reads floats in [0, 1) as a fraction of the range: a test scripts
 * "0.29" and gets the same choice for any range, as `random() * n` did.
 */
export const fromFloats =
  (next: () => number): RandomInt =>
  (maxExclusive) =>
    Math.min(maxExclusive - 1, Math.floor(next() * maxExclusive));
