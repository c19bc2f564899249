import { LANGUAGE_CODES } from "#core/languages.ts";
import { COLOR_LIMIT } from "#core/lists/color-palettes.ts";
import { BINARY_SLIDER, NUMBER_SLIDER, RANDOM_COUNT_SLIDER } from "#core/lists/modes.ts";
import {
  IMAGE_DATA_MAX,
  isColor,
  isImageData,
  MAX_PARTICIPANTS,
  MAX_WEIGHT,
  MAX_WINS,
} from "#core/lists/participants.ts";
import { isRangeValue } from "#core/lists/range-bounds.ts";
import { LIST_MODES, MAX_WINNERS } from "#core/lists/sidebar-settings.ts";
import { DEFAULT_CELEBRATION, WINNER_MESSAGE_MAX } from "#core/spin/celebration.ts";
import { SPIN_TIME_LIMITS, SPIN_TOTAL_MS } from "#core/spin/spin-timeline.ts";
import { SPINNER_IDS } from "#core/spinners/spinner-styles.ts";
import { WHEEL_THEME_IDS } from "#core/spinners/wheel-themes.ts";
import {
  TEXT_LIMITS,
  type TextIssue,
  validateOptionalText,
  validateText,
} from "#core/validation/text-validator.ts";
import { z } from "./zod";

/** The look a spinner saved before issue 18's looks has: the classic colours, no pictures. */
export const DEFAULT_SAVED_LOOK = { theme: "classic", center: "", background: "" } as const;

/** The spec's limits and lifetimes of saved and shared spinners. */
export const SPINNER_LIMITS = {
  /** Saved spinners one account holds. */
  perUser: 30,
  /** A link made without an account, or a saved spinner not opened since: 7 days. */
  shortLifeMs: 7 * 24 * 60 * 60 * 1000,
  /** A signed-in user's link, and any link once opened: one year. */
  longLifeMs: 365 * 24 * 60 * 60 * 1000,
  defaultName: "Untitled Spinner",
} as const;

const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** A picture as Twirl keeps it: a small PNG, JPEG or WebP data: URL. */
const picture = z.string().max(IMAGE_DATA_MAX).refine(isImageData, "a PNG, JPEG or WebP data: URL");
const rangeBound = z.number().refine(isRangeValue, "a number within the range, at most 2 places");

/** The sidebar settings snapshot saved with a spinner, within the sliders' and ranges' limits. */
export const settingsSnapshotSchema = z.object({
  listMode: z.enum(LIST_MODES),
  numberSelection: int(NUMBER_SLIDER.min, NUMBER_SLIDER.max),
  randomCount: int(RANDOM_COUNT_SLIDER.min, RANDOM_COUNT_SLIDER.max),
  // Min above Max is kept as typed: the list is then empty and says why.
  minRange: rangeBound,
  maxRange: rangeBound,
  numberMode: z.enum(["integer", "decimal", "mixed"]),
  colorCount: int(2, COLOR_LIMIT),
  colorType: z.enum(["random", "skin", "eyes", "hair"]),
  binarySelection: z.enum(["yes-no", "heads-tails", "custom"]),
  binaryCount: int(BINARY_SLIDER.min, BINARY_SLIDER.max).multipleOf(BINARY_SLIDER.step),
  // Issue 18's list options; a spinner saved before them has them off.
  fairRotation: z.boolean().default(false),
  countWins: z.boolean().default(false),
  winners: int(1, MAX_WINNERS).default(1),
});

/**
 * A saved name with its options (weight, absent today, picked this round, wins, colour,
 * picture); a name without any is saved as the bare string, as every spinner saved before
 * them was.
 */
export const savedEntrySchema = z.object({
  name: z.string().max(200),
  weight: int(1, MAX_WEIGHT).optional(),
  hidden: z.literal(true).optional(),
  picked: z.literal(true).optional(),
  wins: int(1, MAX_WINS).optional(),
  color: z.string().refine(isColor, "a colour #rrggbb").optional(),
  image: picture.optional(),
});
export type SavedEntry = string | z.infer<typeof savedEntrySchema>;

/** What a person saves: the whole spinner. */
export const spinnerInputSchema = z.object({
  name: z.string().max(200).default(""),
  participants: z.array(z.union([z.string().max(200), savedEntrySchema])).max(MAX_PARTICIPANTS),
  style: z.enum(SPINNER_IDS),
  language: z.enum(LANGUAGE_CODES),
  theme: z.enum(["light", "dark"]),
  sound: z.boolean(),
  // Whole seconds from 2 to 60, as the play screen sets it (the spec's 5000 ms was a default
  // nobody chose: ADR 034).
  spinTime: int(SPIN_TIME_LIMITS.minMs, SPIN_TIME_LIMITS.maxMs)
    .multipleOf(1000)
    .default(SPIN_TOTAL_MS),
  settings: settingsSnapshotSchema,
  // Issue 18's celebration; a spinner saved before it celebrates by default.
  celebration: z
    .object({
      confetti: z.boolean(),
      message: z.string().max(WINNER_MESSAGE_MAX),
      speak: z.boolean(),
    })
    .default(DEFAULT_CELEBRATION),
  // Issue 18's look; a spinner saved before it has the classic colours and no pictures.
  look: z
    .object({
      theme: z.enum(WHEEL_THEME_IDS),
      center: z.union([z.literal(""), picture]),
      background: z.union([z.literal(""), z.string().refine(isColor, "a colour #rrggbb")]),
    })
    .default(DEFAULT_SAVED_LOOK),
});
export type SpinnerInput = z.infer<typeof spinnerInputSchema>;
/** A saved spinner's look: the theme's name, not its colours (core/spinners/wheel-look.ts). */
export type SavedLook = SpinnerInput["look"];

/** POST /api/spinners: save (signed in) or share (signed in, or without an account). */
export const createSpinnerSchema = z.object({
  spinner: spinnerInputSchema,
  share: z.boolean(),
});

export const renameSpinnerSchema = z.object({ name: z.string().max(200) });

export const spinnerSchema = spinnerInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  lastAccessed: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  isShared: z.boolean(),
  /** The person asking owns it (false for a visitor and for someone else's link). */
  owned: z.boolean(),
});
export type Spinner = z.infer<typeof spinnerSchema>;

export const spinnerListSchema = z.object({
  spinners: z.array(
    spinnerSchema.pick({
      id: true,
      name: true,
      expiresAt: true,
      isShared: true,
      isActive: true,
      createdAt: true,
    }),
  ),
  limit: z.number(),
});

/** A spinner's name: optional (then 'Untitled Spinner'), up to 32 characters once trimmed. */
export function checkSpinnerName(
  raw: string,
): { ok: true; value: string } | { ok: false; issue: TextIssue } {
  const name = validateOptionalText("name", raw, TEXT_LIMITS.spinnerName);
  return name.ok ? { ok: true, value: name.value || SPINNER_LIMITS.defaultName } : name;
}

/**
 * The texts of a spinner by the text validator's rules (trimmed; name optional up to 32,
 * each participant 1 to 20): the cleaned spinner, or the first issue with its field
 * ("name", "participants.3").
 */
export function checkSpinnerTexts(
  input: SpinnerInput,
): { ok: true; value: SpinnerInput } | { ok: false; issue: TextIssue } {
  const name = checkSpinnerName(input.name);
  if (!name.ok) return name;
  const participants: SavedEntry[] = [];
  for (const [i, entry] of input.participants.entries()) {
    const raw = typeof entry === "string" ? entry : entry.name;
    const checked = validateText(`participants.${i}`, raw, TEXT_LIMITS.participantName);
    if (!checked.ok) return checked;
    participants.push(
      typeof entry === "string" ? checked.value : { ...entry, name: checked.value },
    );
  }
  return {
    ok: true,
    value: { ...input, name: name.value, participants },
  };
}
