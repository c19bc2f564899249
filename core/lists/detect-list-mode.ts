import { PALETTES } from "./color-palettes";
import { DICE_FACES } from "./fixed-lists";

export type DetectedListMode = "participants" | "dice" | "numbers" | "colors" | "binary";

const BINARY_PAIRS: readonly (readonly [string, string])[] = [
  ["true", "false"],
  ["right", "wrong"],
  ["yes", "no"],
];

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)$/;

const COLOR_NAMES: ReadonlySet<string> = new Set(
  Object.values(PALETTES).flatMap((palette) =>
    palette.flatMap((option) => [option.label.toLowerCase(), option.hex.toLowerCase()]),
  ),
);

function isBinaryPair(names: readonly string[]): boolean {
  if (names.length !== 2) return false;
  const [a, b] = names.map((n) => n.toLowerCase());
  return BINARY_PAIRS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

/**
 * Infers the result type of a spun list from its names, so a pasted list of numbers, colours
 * or dice faces is recorded as that kind. Checks run from most to least specific, so e.g.
 * "Yes"/"No" is binary rather than participants. Names are compared trimmed and
 * case-insensitively; an empty list is a participants list.
 */
export function detectListMode(names: readonly string[]): DetectedListMode {
  const trimmed = names.map((n) => n.trim());
  if (trimmed.length === 0) return "participants";
  if (isBinaryPair(trimmed)) return "binary";
  if (trimmed.every((n) => DICE_FACES.includes(n))) return "dice";
  if (trimmed.every((n) => NUMERIC.test(n))) return "numbers";
  if (trimmed.every((n) => COLOR_NAMES.has(n.toLowerCase()))) return "colors";
  return "participants";
}
