import { DEFAULT_MAX_RANGE, DEFAULT_MIN_RANGE } from "./modes";
import { RANGE_INPUT_MAX_LENGTH, RANGE_MAX_BOUND, RANGE_MIN_BOUND } from "./range-bounds";

export type RangeField = "min" | "max";

export type CommitRangeInput = {
  rawMin: string;
  rawMax: string;
  previousMin: number;
  previousMax: number;
  edited: RangeField;
};

const PARTIAL_INTEGER = /^-?\d*$/;
const COMPLETE_INTEGER = /^-?\d+$/;

/**
 * Filters a keystroke in a range text field: returns the text to show, or null to keep the
 * old text. Intermediate states ("" and "-") pass so the user can clear and retype.
 */
export function acceptRangeTyping(raw: string): string | null {
  if (raw.length > RANGE_INPUT_MAX_LENGTH) return null;
  return PARTIAL_INTEGER.test(raw) ? raw : null;
}

const clampToBounds = (n: number): number =>
  Math.min(RANGE_MAX_BOUND, Math.max(RANGE_MIN_BOUND, n));

function parseOr(raw: string, previous: number, fallback: number): number {
  const text = raw.trim();
  if (!COMPLETE_INTEGER.test(text)) {
    // A corrupt previous value (e.g. from an old snapshot) must not leak NaN into the list.
    return Number.isNaN(previous) ? fallback : clampToBounds(previous);
  }
  // Number("-0") is -0; keep the field showing "0" once committed.
  return clampToBounds(Number(text)) || 0;
}

/**
 * Commits the range on blur. Unfinished text restores the last valid value, values are clamped
 * to the global bounds, and the field being edited yields to the other one, so min never ends
 * above max.
 */
export function commitRange(input: CommitRangeInput): { min: number; max: number } {
  let min = parseOr(input.rawMin, input.previousMin, DEFAULT_MIN_RANGE);
  let max = parseOr(input.rawMax, input.previousMax, DEFAULT_MAX_RANGE);
  if (min > max) {
    if (input.edited === "min") min = max;
    else max = min;
  }
  return { min, max };
}
