import { useSyncExternalStore } from "react";
import {
  addResult,
  type GameOutcome,
  isSpinResult,
  type SpinResult,
  setOutcome,
  shouldRecord,
} from "#core/results/results.ts";
import { readStored, STORAGE, writeStored } from "#web/lib/storage.ts";

/**
 * The spin results kept on this device. It loads with the first spin (or the Results tab),
 * not with the page: nothing on the first screen shows them. The list is read from storage
 * whenever the stored text changed (another tab, a test), and kept in memory too, so a
 * result survives for the session when storage refuses the write.
 */
let snapshot: { raw: string | null; list: SpinResult[] } = { raw: null, list: [] };
const listeners = new Set<() => void>();

function storedText(): string | null {
  try {
    return localStorage.getItem(STORAGE.spinResults.key);
  } catch {
    return null; // storage disabled: the list in memory is all there is
  }
}

/** Newest first. Stored results are checked one by one: a bad entry is dropped, the rest kept. */
export function getResults(): SpinResult[] {
  const raw = storedText();
  if (raw === snapshot.raw) return snapshot.list;
  const stored = readStored("spinResults");
  const valid = stored.filter(isSpinResult);
  if (valid.length !== stored.length) writeStored("spinResults", valid);
  snapshot = { raw: storedText(), list: valid.sort((a, b) => b.timestamp - a.timestamp) };
  return snapshot.list;
}

function save(list: SpinResult[]) {
  writeStored("spinResults", list);
  snapshot = { raw: storedText(), list };
  for (const listener of listeners) listener();
}

/** Stores a result once; one closer than 2 s to the previous is ignored. Returns if kept. */
export function recordResult(result: SpinResult): boolean {
  const list = getResults();
  if (!shouldRecord(list[0], result)) return false;
  save(addResult(list, result));
  return true;
}

export function setResultOutcome(resultId: string, outcome: GameOutcome): void {
  save(setOutcome(getResults(), resultId, outcome));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored results, newest first, kept current. */
export const useResults = (): SpinResult[] => useSyncExternalStore(subscribe, getResults);
