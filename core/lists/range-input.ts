import { DEFAULT_MAX_RANGE, DEFAULT_MIN_RANGE } from "./modes";
import {
  isRangeValue,
  RANGE_DECIMAL_INPUT_MAX_LENGTH,
  RANGE_INPUT_MAX_LENGTH,
  RANGE_MAX_BOUND,
  RANGE_MIN_BOUND,
} from "./range-bounds";

export type RangeField = "min" | "max";

export type CommitRangeInput = {
  rawMin: string;
  rawMax: string;
  previousMin: number;
  previousMax: number;
};

const PARTIAL_INTEGER = /^-?\d*$/;
const PARTIAL_DECIMAL = /^-?\d*(\.\d{0,2})?$/;
const COMPLETE_NUMBER = /^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * Filters a keystroke in a range text field: returns the text to show, or null to keep the
 * old text. Intermediate states ("", "-", "1.") pass so the user can clear and retype;
 * `decimals` lets a bound have up to two decimal places.
 */
export function acceptRangeTyping(raw: string, decimals = false): string | null {
  const limit = decimals ? RANGE_DECIMAL_INPUT_MAX_LENGTH : RANGE_INPUT_MAX_LENGTH;
  if (raw.length > limit) return null;
  return (decimals ? PARTIAL_DECIMAL : PARTIAL_INTEGER).test(raw) ? raw : null;
}

const clampToBounds = (n: number): number =>
  Math.min(RANGE_MAX_BOUND, Math.max(RANGE_MIN_BOUND, n));

function parseOr(raw: string, previous: number, fallback: number): number {
  const text = raw.trim();
  if (!COMPLETE_NUMBER.test(text)) {
    // A corrupt previous value (e.g. from an old snapshot) must not leak NaN into the list.
    return isRangeValue(previous) ? previous : fallback;
  }
  // Number("-0") is -0; keep the field showing "0" once committed.
  return clampToBounds(Math.round(Number(text) * 100) / 100) || 0;
}

/**
 * Commits the range on blur: each field on its own. Unfinished text restores the field's last
 * valid value and values are clamped to the global bounds. Min above Max is kept as typed
 * (the list is then empty and says why), so a person can type Min, then Max, freely.
 */
export function commitRange(input: CommitRangeInput): { min: number; max: number } {
  return {
    min: parseOr(input.rawMin, input.previousMin, DEFAULT_MIN_RANGE),
    max: parseOr(input.rawMax, input.previousMax, DEFAULT_MAX_RANGE),
  };
}
