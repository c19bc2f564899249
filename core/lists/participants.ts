import type { Message } from "./message";

/**
 * One entry of the names list. Beyond its name, each field is absent at its default, so a
 * plain list stays {id, name}: `weight` (1 to MAX_WEIGHT; how many times it counts),
 * `hidden` (absent today: off the spinner, kept in the list), `picked` (already picked in
 * this round of a fair rotation), `wins` (its tally when winners stay and are counted),
 * `color` (its slice's own colour, #rrggbb) and `image` (a small picture drawn on its slice,
 * a data: URL made by web/lib/thumbnail.ts).
 */
export type Participant = {
  id: string;
  name: string;
  weight?: number;
  hidden?: true;
  picked?: true;
  wins?: number;
  color?: string;
  image?: string;
};

/** A colour as the colour picker gives it: #rrggbb. */
export const isColor = (v: unknown): v is string =>
  typeof v === "string" && /^#[\da-f]{6}$/i.test(v);

/**
 * A picture as Twirl stores it: a PNG, JPEG or WebP data: URL of at most IMAGE_DATA_MAX
 * characters (a thumbnail, so 36 of them fit the browser's storage and a saved spinner).
 */
export const IMAGE_DATA_MAX = 16_000;
export const isImageData = (v: unknown): v is string =>
  typeof v === "string" &&
  v.length <= IMAGE_DATA_MAX &&
  /^data:image\/(png|jpeg|webp);base64,[A-Za-z\d+/]+=*$/.test(v);

export const MAX_WEIGHT = 100;
/** A tally never grows past this; no evening of spins comes near it. */
export const MAX_WINS = 1_000_000;

export const isWeight = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_WEIGHT;
const isWins = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_WINS;

export type ParticipantListResult = { list: Participant[] } | { error: Message };

export const MAX_PARTICIPANTS = 36;
export const MAX_NAME_LENGTH = 20;

export const DEFAULT_PARTICIPANTS: readonly Participant[] = Object.freeze([
  { id: "1", name: "Alice" },
  { id: "2", name: "Bob" },
  { id: "3", name: "Charlie" },
  { id: "4", name: "Diana" },
  { id: "5", name: "Ethan" },
  { id: "6", name: "Fiona" },
]);

export function removeParticipant(list: readonly Participant[], id: string): Participant[] {
  return list.filter((p) => p.id !== id);
}

/**
 * Validates the saved-participants value read from local storage. `null` means absent or
 * corrupt: the caller removes the stored entry and falls back to DEFAULT_PARTICIPANTS.
 *
 * Accepted only as a non-empty array whose entries all have a string id and a string name.
 * It is also rejected when it has more than MAX_PARTICIPANTS entries, a blank name, a name
 * longer than MAX_NAME_LENGTH, or a repeated id, because no list the app itself writes can
 * look like that, so it was tampered with or is from a bug.
 * The optional fields are kept when valid and dropped when not (the name is never lost for
 * a bad weight); unknown fields are dropped.
 */
export function parseStoredParticipants(value: unknown): Participant[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PARTICIPANTS) return null;
  const ids = new Set<string>();
  const result: Participant[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) return null;
    const { id, name } = entry as { id?: unknown; name?: unknown };
    if (typeof id !== "string" || typeof name !== "string") return null;
    if (name.trim() === "" || name.length > MAX_NAME_LENGTH || ids.has(id)) return null;
    ids.add(id);
    result.push({ id, name, ...entryExtras(entry) });
  }
  return result;
}

/** The optional fields of a stored or saved entry that are valid, at their non-default values. */
export function entryExtras(entry: object): Omit<Participant, "id" | "name"> {
  const { weight, hidden, picked, wins, color, image } = entry as Record<string, unknown>;
  return {
    ...(isWeight(weight) && weight > 1 ? { weight } : {}),
    ...(hidden === true ? { hidden } : {}),
    ...(picked === true ? { picked } : {}),
    ...(isWins(wins) ? { wins } : {}),
    ...(isColor(color) ? { color } : {}),
    ...(isImageData(image) ? { image } : {}),
  };
}

/** The entries the spinner shows: every one not hidden. */
export const visibleParticipants = (list: readonly Participant[]): Participant[] =>
  list.filter((p) => !p.hidden);
