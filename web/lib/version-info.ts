import { type VersionInfo, versionSchema } from "#core/contracts/version.ts";

/** The answer is shown as text and compared, so anything not of the documented shape is refused. */
export function parseVersionInfo(body: unknown): VersionInfo | null {
  const parsed = versionSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
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
