/**
 * Randomness, one convention for all of core: domain code never calls a random source
 * directly; it receives a `RandomInt` (an integer in [0, maxExclusive)) so tests can
 * substitute a seeded or scripted one and production passes `secureRandomInt`, the platform
 * CSPRNG (Web Crypto, available in browsers and in Node 20 as a global) without modulo bias.
 */

/** Returns a uniformly distributed integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/** Shape of `crypto.getRandomValues` as far as we use it: fills the array in place. */
export type FillRandomValues = (array: Uint32Array<ArrayBuffer>) => unknown;

const UINT32_RANGE = 2 ** 32;

// A correct source rejects less than half of all draws, so hitting this cap means the
// source is broken (e.g. a stub returning a constant); failing loudly beats hanging.
const MAX_ATTEMPTS = 1000;

/**
 * Uniform integer in [0, maxExclusive) from 32-bit random words.
 *
 * `word % maxExclusive` alone is biased towards small results whenever 2^32 is not a
 * multiple of maxExclusive, so words at or above the largest multiple are rejected and
 * redrawn. `maxExclusive` must be an integer in [1, 2^32]; 1 returns 0 without a draw.
 */
export function secureRandomInt(
  maxExclusive: number,
  getRandomValues: FillRandomValues = crypto.getRandomValues.bind(crypto),
): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > UINT32_RANGE) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
  }
  if (maxExclusive === 1) return 0;

  const acceptBelow = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
  const buffer = new Uint32Array(1);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    getRandomValues(buffer);
    const word = buffer[0] ?? 0;
    if (word < acceptBelow) return word % maxExclusive;
  }
  throw new Error("Random source keeps returning out-of-range values; it is not uniform");
}
