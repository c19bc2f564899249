import type { RandomInt } from "../random";
import { clampSlider, type ListItem, type NumberMode, RANDOM_COUNT_SLIDER } from "./modes";
import { RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";

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
 * `count` random numbers in [min, max]; repeats are allowed. Decimals are drawn as a whole
 * number of hundredths so every 2-place value in range is equally likely. Mixed mode flips a
 * coin per item. Returns [] when a bound is not a number, min > max after clamping to the
 * global bounds, or the mode needs an integer and none lies within [min, max].
 */
export function buildRandomNumberList(options: RandomNumberOptions): ListItem[] {
  const { numberMode, randomInt } = options;
  if (Number.isNaN(options.min) || Number.isNaN(options.max)) return [];
  const min = Math.max(RANGE_MIN_BOUND, options.min);
  const max = Math.min(RANGE_MAX_BOUND, options.max);
  if (min > max) return [];

  const intLow = Math.ceil(min);
  const intHigh = Math.floor(max);
  const hasInteger = intLow <= intHigh;
  const decLow = toHundredths(min, Math.ceil);
  const decHigh = toHundredths(max, Math.floor);
  const hasDecimal = decLow <= decHigh;

  const drawInteger = (): string => String(intLow + randomInt(intHigh - intLow + 1));
  const drawDecimal = (): string => formatDecimal(decLow + randomInt(decHigh - decLow + 1));

  let draw: () => string;
  if (numberMode === "integer") {
    if (!hasInteger) return [];
    draw = drawInteger;
  } else if (numberMode === "decimal" || !hasInteger) {
    // A range narrower than one hundredth (e.g. 0.001..0.002) holds no 2-place value.
    if (!hasDecimal) return [];
    draw = drawDecimal;
  } else {
    draw = () => (randomInt(2) === 0 ? drawInteger() : drawDecimal());
  }

  const count = clampSlider(options.count, RANDOM_COUNT_SLIDER);
  return Array.from({ length: count }, (_, i) => {
    const text = draw();
    return { id: `random-${i + 1}`, label: text, value: text };
  });
}
