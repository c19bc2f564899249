/**
 * The spinner styles a user can pick. Display names live in the sidebar panels' strings
 * (web/locales/panels/<lang>.json, under "spinners"), by id: t(`spinners.${style.id}`).
 */
import type { SpinnerKind } from "../spin/spin-plan";

export const SPINNER_IDS = [
  "colabottle",
  "orangesodabottle",
  "waterbottle",
  "beerbottle",
  "whiskybottle",
  "champagne",
  "wheel",
  "pencil",
  "pen",
  "compass",
  "knife",
  "arrow",
  "magic-wand",
] as const;

export type SpinnerId = (typeof SPINNER_IDS)[number];

export interface SpinnerStyle {
  id: SpinnerId;
  kind: SpinnerKind;
  /** Alcohol-themed; hidden unless the show-adult-spinners setting is on. */
  adult: boolean;
}

export const DEFAULT_SPINNER_ID: SpinnerId = "wheel";
/** Used when a requested style is unknown or not allowed: always family-friendly. */
export const FALLBACK_SPINNER_ID: SpinnerId = "colabottle";

export const WHEEL_LABEL_LIMIT = 12;
export const BOTTLE_LABEL_LIMIT = 14;

const ADULT_IDS: ReadonlySet<SpinnerId> = new Set(["beerbottle", "whiskybottle", "champagne"]);

export const SPINNER_STYLES: readonly SpinnerStyle[] = SPINNER_IDS.map((id) => {
  const kind: SpinnerKind = id === "wheel" ? "wheel" : "bottle";
  return {
    id,
    kind,
    adult: ADULT_IDS.has(id),
  };
});

const STYLES_BY_ID: ReadonlyMap<string, SpinnerStyle> = new Map(
  SPINNER_STYLES.map((style) => [style.id, style]),
);

export function isSpinnerId(value: unknown): value is SpinnerId {
  return typeof value === "string" && STYLES_BY_ID.has(value);
}

/** Styles to offer, in the order the Spinner styles panel shows them; adult only if opted in. */
export function visibleStyles(showAdult: boolean): SpinnerStyle[] {
  return SPINNER_STYLES.filter((style) => showAdult || !style.adult);
}

/**
 * The style to use for a stored or shared id. Unknown ids, and adult ids while adult
 * styles are hidden, fall back to FALLBACK_SPINNER_ID so nothing adult leaks through.
 */
export function resolveStyle(id: string | null | undefined, showAdult: boolean): SpinnerStyle {
  const style = id == null ? undefined : STYLES_BY_ID.get(id);
  if (style && (showAdult || !style.adult)) return style;
  const fallback = STYLES_BY_ID.get(FALLBACK_SPINNER_ID);
  if (!fallback) throw new Error("fallback spinner style is missing");
  return fallback;
}

export const ELLIPSIS = "…";

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Shortens a label to at most `limit` characters for drawing on a spinner.
 *
 * Characters are user-perceived characters (grapheme clusters), so emoji, flags and
 * accented letters are never split. A name that fits is returned unchanged. Otherwise
 * the first `limit - 1` characters are kept, trailing whitespace is dropped, and a single
 * "…" is appended, so the result still fits and visibly signals the cut.
 */
export function truncateLabel(name: string, limit: number): string {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  }
  const characters = Array.from(graphemeSegmenter.segment(name), (part) => part.segment);
  if (characters.length <= limit) return name;
  return (
    characters
      .slice(0, limit - 1)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}

/** Number of user-perceived characters, as counted by truncateLabel. */
export function labelLength(name: string): number {
  let length = 0;
  for (const _ of graphemeSegmenter.segment(name)) length++;
  return length;
}
