// A named import lets the bundler inline just this string; a default import ships all of package.json.

import { isNewerVersion } from "#core/app/versions.ts";
import { version } from "../../package.json";
import { readStored, writeStored } from "./storage";

/** The release this page belongs to: the server and the page ship together. */
export const RUNNING_VERSION = version;

/** How long a dismissed update notice stays hidden. */
export const UPDATE_NOTICE_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** Whether `running` is a release this browser has not seen (and acknowledged) yet. */
export function isUnseenVersion(running: string, stored = readStored("appCurrentVersion")) {
  return stored !== null && isNewerVersion(running, stored);
}

/** Marks `running` as seen: the update notice stays away until a newer one ships. */
export function acknowledgeVersion(running: string): void {
  writeStored("appCurrentVersion", running);
}
