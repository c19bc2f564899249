import type { Message } from "./message";
import { cutName, maxParticipantsError, nameKey } from "./name-rules";
import { MAX_PARTICIPANTS, type Participant, type ParticipantListResult } from "./participants";

export type LoadMode = "replace" | "append";

export type LoadParticipantsInput = {
  text: string;
  mode: LoadMode;
  existing: readonly Participant[];
  makeId: () => string;
};

export const ACCEPTED_FILE_EXTENSIONS: readonly string[] = [".csv", ".txt"];
const ACCEPTED_MIME_TYPES: readonly string[] = ["text/csv", "text/plain"];

/** Splits pasted or uploaded text into names: trimmed, empties dropped, cut to the limit. */
export function parseNames(text: string): string[] {
  return text
    .split(/\r\n|[\r\n,;]/)
    .map((part) => cutName(part.trim()))
    .filter((name) => name !== "");
}

/** Names that occur more than once (case-insensitive), each listed once as first written. */
function findDuplicates(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  const duplicates = new Map<string, string>();
  for (const name of names) {
    const key = nameKey(name);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, name);
    else if (!duplicates.has(key)) duplicates.set(key, first);
  }
  return [...duplicates.values()];
}

/**
 * The Load Participants modal. Unlike adding one name, loading never renames: duplicates are
 * reported so the user can fix the source text. Appended names go after the existing ones,
 * in input order; replace mode discards the existing list.
 */
export function loadParticipants(input: LoadParticipantsInput): ParticipantListResult {
  const { text, mode, existing, makeId } = input;
  if (text.trim() === "") return { error: { key: "errors.namesRequired" } };

  const names = parseNames(text);
  if (names.length === 0) return { error: { key: "errors.noValidNames" } };

  const duplicates = findDuplicates(names);
  if (duplicates.length > 0) {
    return { error: { key: "errors.duplicateNames", params: { names: duplicates } } };
  }

  if (mode === "append") {
    const existingKeys = new Set(existing.map((p) => nameKey(p.name)));
    const clashes = names.filter((name) => existingKeys.has(nameKey(name)));
    if (clashes.length > 0) {
      return { error: { key: "errors.namesAlreadyExist", params: { names: clashes } } };
    }
    if (existing.length + names.length > MAX_PARTICIPANTS) {
      return { error: wouldExceedMaxError() };
    }
    return { list: [...existing, ...toParticipants(names, makeId)] };
  }

  if (names.length > MAX_PARTICIPANTS) return { error: maxParticipantsError() };
  return { list: toParticipants(names, makeId) };
}

const wouldExceedMaxError = (): Message => ({
  key: "errors.wouldExceedMax",
  params: { count: MAX_PARTICIPANTS },
});

function toParticipants(names: readonly string[], makeId: () => string): Participant[] {
  return names.map((name) => ({ id: makeId(), name }));
}

/**
 * Whether the chosen file may be read as a name list. The extension decides (browsers often
 * report CSV as application/vnd.ms-excel or nothing at all); the MIME type only counts for
 * names without any extension.
 */
export function isAcceptedFile(fileName: string, mimeType: string): boolean {
  const name = fileName.trim().toLowerCase();
  const dot = name.lastIndexOf(".");
  if (dot > 0) return ACCEPTED_FILE_EXTENSIONS.includes(name.slice(dot));
  const mime = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return ACCEPTED_MIME_TYPES.includes(mime);
}
