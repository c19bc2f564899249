import type { RandomInt } from "../random";
import { JUMP_PERCENT, MAX_JUMP } from "./loader-constants";

export type BlockOrder = {
  /** The next block (1-based), or null when every block is invalid. */
  next(): number | null;
  markInvalid(block: number): void;
  isInvalid(block: number): boolean;
  readonly stride: number;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Strides in 1..count-1 sharing no factor with count: each one walks through every block. */
export function coprimeStrides(count: number): number[] {
  if (count <= 1) return [1];
  const strides: number[] = [];
  for (let s = 1; s < count; s++) if (gcd(s, count) === 1) strides.push(s);
  return strides;
}

export function pickStride(count: number, randomInt: RandomInt): number {
  const strides = coprimeStrides(count);
  return strides[randomInt(strides.length)] ?? 1;
}

/**
 * Walks the blocks by a random coprime stride, sometimes jumping 1 to MAX_JUMP blocks further.
 * Blocks already visited this round are stepped over, so every block is visited once before
 * any repeats even with the jumps. `start` (the block last shown) resumes a stored position.
 */
export function createBlockOrder(
  totalBlocks: number,
  randomInt: RandomInt,
  start: number | null = null,
): BlockOrder {
  const count = Math.max(0, Math.trunc(totalBlocks));
  const stride = pickStride(count, randomInt);
  const visited = new Set<number>();
  const invalid = new Set<number>();
  let cursor = start !== null && start >= 1 && start <= count ? start : null;

  const step = (block: number, by: number): number => ((block - 1 + by) % count) + 1;
  const taken = (block: number): boolean => visited.has(block) || invalid.has(block);

  function next(): number | null {
    if (count === 0 || invalid.size >= count) return null;
    if (visited.size + [...invalid].filter((b) => !visited.has(b)).length >= count) {
      visited.clear();
    }
    let block: number;
    if (cursor === null) {
      block = 1 + randomInt(count);
    } else {
      const jump = randomInt(100) < JUMP_PERCENT ? 1 + randomInt(MAX_JUMP) : 0;
      block = step(cursor, stride + jump);
    }
    // The stride cycle covers every block, so an untaken one is found within `count` steps.
    for (let i = 0; i < count && taken(block); i++) block = step(block, stride);
    visited.add(block);
    cursor = block;
    return block;
  }

  return {
    next,
    markInvalid: (block) => {
      invalid.add(block);
    },
    isInvalid: (block) => invalid.has(block),
    stride,
  };
}
