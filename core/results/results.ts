import { GAME_TYPES, type GameType } from "../games";

/**
 * Spin results kept on the device: recording rules, outcome updates and validation.
 * Lists are immutable and kept newest first (descending timestamp); every function returns
 * a new list and never mutates its input.
 */

export const RESULT_TYPES = [
  "participants",
  "numbers",
  "random-numbers",
  "colors",
  "binary",
  "dice",
  "games",
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Green = success, red = failure, white/grey = skipped or undecided. */
export const GAME_OUTCOMES = ["🟢", "🔴", "⚪"] as const;
export type GameOutcome = (typeof GAME_OUTCOMES)[number];

export interface SpinResult {
  id: string;
  winner: string;
  type: ResultType;
  /** Epoch milliseconds. */
  timestamp: number;
  spinnerName: string;
  gameType?: GameType;
  gameResultCandidate?: GameOutcome;
}

/** Local rule: a result less than this long after the previous one is dropped. */
export const MIN_LOCAL_RESULT_GAP_MS = 2000;
/** How many results the sidebar history shows. */
export const HISTORY_SIZE = 10;

/**
 * Whether `next` should be stored, given the most recently stored result. Rejects a second
 * recording of the same spin (same id) and anything under MIN_LOCAL_RESULT_GAP_MS from the
 * previous result in either direction, so a clock step backwards cannot sneak duplicates in.
 */
export function shouldRecord(previous: SpinResult | undefined, next: SpinResult): boolean {
  if (!previous) return true;
  if (previous.id === next.id) return false;
  return Math.abs(next.timestamp - previous.timestamp) >= MIN_LOCAL_RESULT_GAP_MS;
}

/**
 * Inserts a result, keeping the list newest first (after any results with the same
 * timestamp). The stored list is not capped. An id already in the list is ignored, so
 * replaying a recording is harmless.
 */
export function addResult(list: readonly SpinResult[], result: SpinResult): SpinResult[] {
  if (list.some((existing) => existing.id === result.id)) return [...list];
  const position = list.findIndex((existing) => existing.timestamp < result.timestamp);
  const at = position === -1 ? list.length : position;
  return [...list.slice(0, at), result, ...list.slice(at)];
}

/** The HISTORY_SIZE newest results, for the sidebar. */
export function latestResults(list: readonly SpinResult[]): SpinResult[] {
  return list.slice(0, HISTORY_SIZE);
}

/** Attaches a game outcome to one result; an unknown id leaves the list as it was. */
export function setOutcome(
  list: readonly SpinResult[],
  resultId: string,
  outcome: GameOutcome,
): SpinResult[] {
  return list.map((result) =>
    result.id === resultId ? { ...result, gameResultCandidate: outcome } : result,
  );
}

const REQUIRED_KEYS = new Set(["id", "winner", "type", "timestamp", "spinnerName"]);
const OPTIONAL_KEYS = new Set(["gameType", "gameResultCandidate"]);

/**
 * Strict check for data read back from storage. Anything hand-edited, truncated or written
 * by another app is rejected rather than repaired: unknown keys, missing keys, wrong types,
 * empty id or winner, and timestamps that are not finite non-negative numbers all fail.
 */
export function isSpinResult(value: unknown): value is SpinResult {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.some((key) => !REQUIRED_KEYS.has(key) && !OPTIONAL_KEYS.has(key))) return false;
  for (const key of REQUIRED_KEYS) if (!Object.hasOwn(record, key)) return false;

  const { id, winner, type, timestamp, spinnerName, gameType, gameResultCandidate } = record;
  return (
    typeof id === "string" &&
    id.length > 0 &&
    typeof winner === "string" &&
    winner.length > 0 &&
    isOneOf(RESULT_TYPES, type) &&
    typeof timestamp === "number" &&
    Number.isFinite(timestamp) &&
    timestamp >= 0 &&
    typeof spinnerName === "string" &&
    (gameType === undefined || isOneOf(GAME_TYPES, gameType)) &&
    (gameResultCandidate === undefined || isOneOf(GAME_OUTCOMES, gameResultCandidate))
  );
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (options as readonly string[]).includes(value);
}
