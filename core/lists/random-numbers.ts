import type { RandomInt } from "../random";
import { clampSlider, type ListItem, type NumberMode, RANDOM_COUNT_SLIDER } from "./modes";
import { RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";
import { sampleDistinct } from "./sample-distinct";

export type RandomNumberOptions = {
  count: number;
  min: number;
  max: number;
  numberMode: NumberMode;
  randomInt: RandomInt;
};

/**
 * Rounds x*100 to 6 places before ceil/floor so float noise (1.1 * 100 = 110.00000000000001)
 * does not push a bound to the next hundredth.
 */
function toHundredths(x: number, round: (n: number) => number): number {
  return round(Number((x * 100).toFixed(6)));
}

function formatDecimal(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/**
 * `k` distinct whole numbers from [0, size) in random order, every subset and order equally
 * likely; once all `size` are drawn, any more repeat. A small range is shuffled; in a large one
 * a repeat (rare: `k` is at most the slider's 36) is drawn again.
 */
function drawDistinct(size: number, k: number, randomInt: RandomInt): number[] {
  if (size <= 4096) {
    const all = Array.from({ length: size }, (_, i) => i);
    const picked = sampleDistinct(all, k, randomInt);
    while (picked.length < k) picked.push(randomInt(size));
    return picked;
  }
  const seen = new Set<number>();
  while (seen.size < k) {
    let n = randomInt(size);
    // Drawn again on a repeat; after many (a broken source) the next free number is taken.
    for (let tries = 0; seen.has(n) && tries < 32; tries++) n = randomInt(size);
    while (seen.has(n)) n = (n + 1) % size;
    seen.add(n);
  }
  return [...seen];
}

/**
 * `count` random numbers in [min, max], all different when the range holds enough of them.
 * Decimals are drawn as whole hundredths so every 2-place value in range is equally likely.
 * Mixed mode flips a coin per item for integer or decimal. Returns [] when a bound is not a
 * number, min > max, or the mode needs an integer and none lies within [min, max].
 */
export function buildRandomNumberList(options: RandomNumberOptions): ListItem[] {
  const { numberMode, randomInt } = options;
  if (Number.isNaN(options.min) || Number.isNaN(options.max)) return [];
  const min = Math.max(RANGE_MIN_BOUND, options.min);
  const max = Math.min(RANGE_MAX_BOUND, options.max);
  if (min > max) return [];

  const intLow = Math.ceil(min);
  const intCount = Math.floor(max) - intLow + 1;
  const decLow = toHundredths(min, Math.ceil);
  // A range narrower than one hundredth (e.g. 0.001..0.002) holds no 2-place value.
  const decCount = toHundredths(max, Math.floor) - decLow + 1;

  const count = clampSlider(options.count, RANDOM_COUNT_SLIDER);
  let integers = 0;
  if (numberMode === "integer") integers = count;
  else if (numberMode === "mixed" && intCount > 0) {
    for (let i = 0; i < count; i++) integers += randomInt(2) === 0 ? 1 : 0;
  }
  if ((integers > 0 && intCount <= 0) || (integers < count && decCount <= 0)) return [];

  const ints = drawDistinct(intCount, integers, randomInt).map((n) => String(intLow + n));
  const decimals = drawDistinct(decCount, count - integers, randomInt).map((n) =>
    formatDecimal(decLow + n),
  );
  // Mixed: the integers and decimals interleave in a random order too.
  const labels =
    numberMode === "mixed"
      ? sampleDistinct([...ints, ...decimals], count, randomInt)
      : [...ints, ...decimals];
  return labels.map((text, i) => ({ id: `random-${i + 1}`, label: text, value: text }));
}
