import type { Message } from "./message";
import {
  MAX_NAME_LENGTH,
  MAX_PARTICIPANTS,
  type Participant,
  type ParticipantListResult,
} from "./participants";

// Apart from participants.ts, which the first screen carries: the rules a typed or loaded name
// goes through, which load when the names list is first used (participants-panel.tsx).

export const nameRequiredError = (): Message => ({ key: "errors.nameRequired" });

export const maxParticipantsError = (): Message => ({
  key: "errors.maxParticipants",
  params: { count: MAX_PARTICIPANTS },
});

/**
 * Cuts to at most `max` UTF-16 code units, the measure `string.length` and most validators
 * (zod, the server) use, but never splits a surrogate pair, so emoji are dropped whole.
 */
export function cutName(name: string, max: number = MAX_NAME_LENGTH): string {
  if (name.length <= max) return name;
  let cut = name.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  // Cutting can expose inner whitespace at the end; names never end in whitespace.
  return cut.trimEnd();
}

/** Trims and cuts a typed name; an empty result means "no name". */
export function normalizeName(raw: string): string {
  return cutName(raw.trim());
}

export const nameKey = (name: string): string => name.toLowerCase();

/**
 * Returns `name`, or the first free "name-1", "name-2", … when it collides case-insensitively
 * with `taken`. The base is shortened so the suffixed result still fits MAX_NAME_LENGTH.
 */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const used = new Set<string>();
  for (const t of taken) used.add(nameKey(t));
  if (!used.has(nameKey(name))) return name;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    const candidate = cutName(name, MAX_NAME_LENGTH - suffix.length) + suffix;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}

/** Adds a participant on top of the list; `newId` must not already be in use. */
export function addParticipant(
  list: readonly Participant[],
  rawName: string,
  newId: string,
): ParticipantListResult {
  const name = normalizeName(rawName);
  if (name === "") return { error: nameRequiredError() };
  if (list.length >= MAX_PARTICIPANTS) return { error: maxParticipantsError() };
  if (list.some((p) => p.id === newId)) {
    // A programming error, not a user mistake: duplicate ids would break removal and rendering.
    throw new Error(`Participant id already in use: ${newId}`);
  }
  const unique = uniqueName(
    name,
    list.map((p) => p.name),
  );
  return { list: [{ id: newId, name: unique }, ...list] };
}
