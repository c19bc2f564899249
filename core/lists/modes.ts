import { MAX_PARTICIPANTS } from "./participants";

/**
 * One entry of a spinner list as the sidebar builds it. `label` is literal text for
 * participants, dice and numbers, and an i18n key (lists namespace) for colours and binary
 * options; `weight` (how many times it counts) and `image` (a data: URL drawn on its slice)
 * are only on names.
 */
export type ListItem = {
  id: string;
  label: string;
  value?: string;
  color?: string;
  weight?: number;
  image?: string;
};

export type SliderSpec = { min: number; max: number; step: number; defaultValue: number };

export type NumberMode = "integer" | "decimal" | "mixed";
export type ColorType = "random" | "skin" | "eyes" | "hair";
export type BinarySelection = "yes-no" | "heads-tails" | "custom";

export const DEFAULT_COLOR_COUNT = 6;
export const DEFAULT_COLOR_TYPE: ColorType = "random";
export const DEFAULT_NUMBER_SELECTION = 6;
export const DEFAULT_RANDOM_COUNT = 6;
export const DEFAULT_MIN_RANGE = 1;
export const DEFAULT_MAX_RANGE = 100;
export const DEFAULT_NUMBER_MODE: NumberMode = "integer";
export const DEFAULT_BINARY_SELECTION: BinarySelection = "yes-no";
export const DEFAULT_BINARY_COUNT = 2;

export const SIDEBAR_DEFAULTS = Object.freeze({
  colorCount: DEFAULT_COLOR_COUNT,
  colorType: DEFAULT_COLOR_TYPE,
  numberSelection: DEFAULT_NUMBER_SELECTION,
  randomCount: DEFAULT_RANDOM_COUNT,
  minRange: DEFAULT_MIN_RANGE,
  maxRange: DEFAULT_MAX_RANGE,
  numberMode: DEFAULT_NUMBER_MODE,
  binarySelection: DEFAULT_BINARY_SELECTION,
  binaryCount: DEFAULT_BINARY_COUNT,
});

export const NUMBER_SLIDER: SliderSpec = Object.freeze({
  min: 2,
  max: MAX_PARTICIPANTS,
  step: 1,
  defaultValue: DEFAULT_NUMBER_SELECTION,
});

export const RANDOM_COUNT_SLIDER: SliderSpec = Object.freeze({
  min: 2,
  max: MAX_PARTICIPANTS,
  step: 1,
  defaultValue: DEFAULT_RANDOM_COUNT,
});

export const BINARY_SLIDER: SliderSpec = Object.freeze({
  min: 2,
  max: MAX_PARTICIPANTS,
  step: 2,
  defaultValue: DEFAULT_BINARY_COUNT,
});

/**
 * Brings any slider value (from the UI, a saved snapshot or a shared link) onto the slider:
 * non-numbers become the default, others are clamped and snapped to the nearest step that is
 * still within range.
 */
export function clampSlider(value: number, spec: SliderSpec): number {
  if (Number.isNaN(value)) return spec.defaultValue;
  const clamped = Math.min(spec.max, Math.max(spec.min, value));
  let snapped = spec.min + Math.round((clamped - spec.min) / spec.step) * spec.step;
  if (snapped > spec.max) snapped -= spec.step;
  return snapped;
}
