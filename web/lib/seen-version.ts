// A named import lets the bundler inline just this string; a default import ships all of package.json.
import { version } from "../../package.json";
import { readStored, writeStored } from "./storage";

/** The release this page belongs to: the server and the page ship together. */
export const RUNNING_VERSION = version;

/** How long a dismissed update notice stays hidden. */
export const UPDATE_NOTICE_SNOOZE_MS = 24 * 60 * 60 * 1000;

/**
 * Dotted versions compared part by part as numbers, so 2.1.10 is newer than 2.1.9 (a string
 * comparison says otherwise). Missing parts count as 0; a non-numeric part counts as 0 too.
 */
export function isNewerVersion(candidate: string, than: string): boolean {
  const parts = (v: string) =>
    v
      .trim()
      .split(".")
      .map((p) => Number.parseInt(p, 10) || 0);
  const a = parts(candidate);
  const b = parts(than);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

/** Whether `running` is a release this browser has not seen (and acknowledged) yet. */
export function isUnseenVersion(running: string, stored = readStored("appCurrentVersion")) {
  return stored !== null && isNewerVersion(running, stored);
}

/** Marks `running` as seen: the update notice stays away until a newer one ships. */
export function acknowledgeVersion(running: string): void {
  writeStored("appCurrentVersion", running);
}
