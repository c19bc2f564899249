/** GET /api/version: the release the server is running. */
export type VersionInfo = {
  version: string;
  buildNumber: string;
  buildDate: string;
  commitHash: string;
  environment: string;
  features: string[];
};

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
