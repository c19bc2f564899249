import type { RandomInt } from "../random";
import { colorSlider, PALETTE_FOR_TYPE, PALETTES, type PaletteId } from "./color-palettes";
import { type ColorType, clampSlider, type ListItem } from "./modes";
import { sampleDistinct } from "./sample-distinct";

// The slider's bounds live with the palettes: the Colours panel needs them without the
// colour list builder (which loads only when the mode is used).
export { COLOR_LIMIT, colorSlider } from "./color-palettes";

/** The i18n key of a colour's name, in the "colors" strings area. */
export const colorLabelKey = (palette: PaletteId, key: string): string =>
  `colors:${palette}.${key}`;

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
