import {
  type BinarySelection,
  type ColorType,
  type NumberMode,
  SIDEBAR_DEFAULTS,
} from "#core/lists/modes.ts";

export const LIST_MODES = [
  "participants",
  "dice",
  "numbers",
  "random-numbers",
  "colors",
  "binary",
] as const;
export type ListMode = (typeof LIST_MODES)[number];

export type SidebarSettings = {
  listMode: ListMode;
  numberSelection: number;
  randomCount: number;
  minRange: number;
  maxRange: number;
  numberMode: NumberMode;
  colorCount: number;
  colorType: ColorType;
  binarySelection: BinarySelection;
  binaryCount: number;
  /** Everyone gets a turn: nobody is picked again until every shown name has been. */
  fairRotation: boolean;
  /** Winners stay and a tally counts their wins (accumulation). */
  countWins: boolean;
  /** Names drawn in one spin, distinct, 1 to MAX_WINNERS. */
  winners: number;
};

export const DEFAULT_SIDEBAR_SETTINGS: SidebarSettings = {
  listMode: "participants",
  ...SIDEBAR_DEFAULTS,
  fairRotation: false,
  countWins: false,
  winners: 1,
};

/** Most names one spin draws. */
export const MAX_WINNERS = 10;

const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T =>
  typeof v === "string" && (values as readonly string[]).includes(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
// The range builder clamps and rounds what it reads; the first screen carries no more.
const isNumber = (v: unknown): v is number => Number.isFinite(v);

/** Reads a stored snapshot field by field; a field that fails keeps its default. */
export function parseSidebarSettings(stored: Record<string, unknown> | null): SidebarSettings {
  const d = DEFAULT_SIDEBAR_SETTINGS;
  if (!stored) return d;
  const s = stored;
  return {
    listMode: oneOf(LIST_MODES, s.listMode) ? s.listMode : d.listMode,
    numberSelection: isInt(s.numberSelection) ? s.numberSelection : d.numberSelection,
    randomCount: isInt(s.randomCount) ? s.randomCount : d.randomCount,
    minRange: isNumber(s.minRange) ? s.minRange : d.minRange,
    maxRange: isNumber(s.maxRange) ? s.maxRange : d.maxRange,
    numberMode: oneOf(["integer", "decimal", "mixed"], s.numberMode) ? s.numberMode : d.numberMode,
    colorCount: isInt(s.colorCount) ? s.colorCount : d.colorCount,
    colorType: oneOf(["random", "skin", "eyes", "hair"], s.colorType) ? s.colorType : d.colorType,
    binarySelection: oneOf(["yes-no", "heads-tails", "custom"], s.binarySelection)
      ? s.binarySelection
      : d.binarySelection,
    binaryCount: isInt(s.binaryCount) ? s.binaryCount : d.binaryCount,
    // Off, and one winner, unless stored otherwise.
    fairRotation: s.fairRotation === true,
    countWins: s.countWins === true,
    winners: isInt(s.winners) && s.winners > 1 && s.winners <= MAX_WINNERS ? s.winners : 1,
  };
}
