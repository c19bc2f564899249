import { readStored, writeStored } from "../../lib/storage";

/** GET /api/version: the release the server is running. */
export type VersionInfo = {
  version: string;
  buildNumber: string;
  buildDate: string;
  commitHash: string;
  environment: string;
  features: string[];
};

/** How long a dismissed update notice stays hidden. */
export const UPDATE_NOTICE_SNOOZE_MS = 24 * 60 * 60 * 1000;

const isString = (v: unknown): v is string => typeof v === "string";

/** The answer is shown as text and compared, so anything not of the documented shape is refused. */
export function parseVersionInfo(body: unknown): VersionInfo | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  const texts = ["version", "buildNumber", "buildDate", "commitHash", "environment"] as const;
  if (!texts.every((k) => isString(b[k]))) return null;
  if (!Array.isArray(b.features) || !b.features.every(isString)) return null;
  return b as VersionInfo;
}

/** A failed request or an unexpected answer resolves to null: version checks are never fatal. */
export async function fetchVersionInfo(signal?: AbortSignal): Promise<VersionInfo | null> {
  try {
    const res = await fetch("/api/version", { headers: { accept: "application/json" }, signal });
    return res.ok ? parseVersionInfo(await res.json()) : null;
  } catch {
    return null;
  }
}

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
