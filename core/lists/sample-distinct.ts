import type { RandomInt } from "../random";

// Apart from core/random.ts, which the first screen carries: the colours and random numbers need this.
/**
 * Picks `count` distinct items in random order with a partial Fisher–Yates shuffle, so every
 * subset and ordering is equally likely given a uniform `randomInt`.
 */
export function sampleDistinct<T>(items: readonly T[], count: number, randomInt: RandomInt): T[] {
  const pool = [...items];
  const take = Math.max(0, Math.min(Math.trunc(count), pool.length));
  for (let i = 0; i < take; i++) {
    const j = i + randomInt(pool.length - i);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, take);
}
