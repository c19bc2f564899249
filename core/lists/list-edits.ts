import { nameRequiredError, normalizeName, uniqueName } from "./name-rules";
import { entryExtras, type Participant, type ParticipantListResult } from "./participants";

// Apart from participants.ts, which the first screen carries: edits made in the name editor
// and a name's options dialog, which load when they are opened.

/** Sets one entry's optional fields; a field at its default (weight 1, false, 0) is removed. */
export function updateParticipant(
  list: readonly Participant[],
  id: string,
  patch: {
    weight?: number;
    hidden?: boolean;
    picked?: boolean;
    wins?: number;
    color?: string;
    image?: string;
  },
): Participant[] {
  return list.map((p) => {
    if (p.id !== id) return p;
    const { id: _, name, ...rest } = p;
    return { id, name, ...entryExtras({ ...rest, ...patch }) };
  });
}

/**
 * Renames in place, applying the add rules against the other participants. An unknown id
 * leaves the list unchanged: the UI can only rename what it shows, so a miss is a stale event.
 */
export function renameParticipant(
  list: readonly Participant[],
  id: string,
  rawName: string,
): ParticipantListResult {
  const name = normalizeName(rawName);
  if (name === "") return { error: nameRequiredError() };
  if (!list.some((p) => p.id === id)) return { list: [...list] };
  const unique = uniqueName(
    name,
    list.filter((p) => p.id !== id).map((p) => p.name),
  );
  return { list: list.map((p) => (p.id === id ? { ...p, name: unique } : p)) };
}
