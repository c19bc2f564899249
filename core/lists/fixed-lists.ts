import {
  BINARY_SLIDER,
  type BinarySelection,
  clampSlider,
  type ListItem,
  NUMBER_SLIDER,
} from "./modes";

// Apart from modes.ts, which the first screen carries: the dice, numbers and binary lists
// load when their mode is first used, like the colours and the random numbers.

export const DICE_FACES: readonly string[] = Object.freeze(["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"]);

export function buildDiceList(): ListItem[] {
  return DICE_FACES.map((face, i) => ({ id: `dice-${i + 1}`, label: face, value: String(i + 1) }));
}

export function buildNumberList(selection: number): ListItem[] {
  const count = clampSlider(selection, NUMBER_SLIDER);
  return Array.from({ length: count }, (_, i) => {
    const text = String(i + 1);
    return { id: `number-${text}`, label: text, value: text };
  });
}

export const BINARY_PAIRS: Readonly<Record<BinarySelection, readonly [string, string]>> =
  Object.freeze({
    "yes-no": ["yes", "no"],
    "heads-tails": ["heads", "tails"],
    custom: ["go", "stay"],
  });

/** The chosen pair repeated to `count` (an even slider value), labels as i18n keys. */
export function buildBinaryList(selection: BinarySelection, count: number): ListItem[] {
  const pair = BINARY_PAIRS[selection];
  const total = clampSlider(count, BINARY_SLIDER);
  return Array.from({ length: total }, (_, i) => {
    const option = pair[i % 2] as string;
    return { id: `binary-${i + 1}`, label: `binary.${option}`, value: option };
  });
}
