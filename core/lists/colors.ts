import type { RandomInt } from "../random";
import { PALETTE_FOR_TYPE, PALETTES, type PaletteId } from "./color-palettes";
import {
  type ColorType,
  clampSlider,
  DEFAULT_COLOR_COUNT,
  type ListItem,
  type SliderSpec,
} from "./modes";
import { sampleDistinct } from "./sample-distinct";

/** Upper bound of the colour-count slider, whatever the palette size. */
export const COLOR_LIMIT = 24;

/** The i18n key of a colour's name, in the "colors" strings area. */
export const colorLabelKey = (palette: PaletteId, key: string): string =>
  `colors:${palette}.${key}`;

export function colorSlider(type: ColorType): SliderSpec {
  const size = PALETTES[PALETTE_FOR_TYPE[type]].length;
  return { min: 2, max: Math.min(COLOR_LIMIT, size), step: 1, defaultValue: DEFAULT_COLOR_COUNT };
}

export type ColorListOptions = { type: ColorType; count: number; randomInt: RandomInt };

/**
 * `count` distinct colours of the type's palette, drawn at random so each spin setup differs;
 * labels are i18n keys, `value` and `color` the hex.
 */
export function buildColorList({ type, count, randomInt }: ColorListOptions): ListItem[] {
  const paletteId = PALETTE_FOR_TYPE[type];
  const total = clampSlider(count, colorSlider(type));
  return sampleDistinct(PALETTES[paletteId], total, randomInt).map((option) => ({
    id: `color-${paletteId}-${option.key}`,
    label: colorLabelKey(paletteId, option.key),
    value: option.hex,
    color: option.hex,
  }));
}
