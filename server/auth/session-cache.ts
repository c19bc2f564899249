import { createHmac, timingSafeEqual } from "node:crypto";

export type CachedSession = {
  session: { id: string; token: string; expiresAt: string; userId: string };
  user: {
    id: string;
    email: string;
    name: string;
    image?: string | null;
    emailVerified: boolean;
    language?: string;
  };
  /** When this answer stops holding: the cache's expiry or the session's, the earlier. */
  until: number;
};

/** The session cookies' names: PUBLIC_URL on https gives them the __Secure- prefix. */
export function sessionCookieNames(secure: boolean) {
  const prefix = secure ? "__Secure-twirl." : "twirl.";
  return { token: `${prefix}session_token`, data: `${prefix}session_data` };
}

function readCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a value that is not valid percent-encoding is no session
    }
  }
  return cookies;
}

/**
 * The signed session the library keeps in its cookie cache ("compact": base64url JSON with
 * an HMAC-SHA256 over the session and its expiry), checked here with node:crypto in a few
 * microseconds instead of a pass through the library's endpoint machinery. It counts only
 * while the cache has not expired, its signature holds, the session itself has not expired,
 * and it names the same session as the session-token cookie; otherwise null, and the
 * caller asks the library (which reads the database).
 */
export function readCachedSession(
  cookieHeader: string | undefined,
  names: { token: string; data: string },
  secret: string,
  now = Date.now(),
): CachedSession | null {
  if (!cookieHeader) return null;
  const cookies = readCookies(cookieHeader);
  const token = cookies.get(names.token);
  const data = cookies.get(names.data);
  if (!token || !data) return null;
  let parsed: { session?: unknown; expiresAt?: unknown; signature?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { session, expiresAt, signature } = parsed ?? {};
  if (typeof expiresAt !== "number" || typeof signature !== "string") return null;
  if (!session || typeof session !== "object" || expiresAt < now) return null;
  const expected = createHmac("sha256", secret)
    .update(JSON.stringify({ ...(session as object), expiresAt }))
    .digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = session as Omit<CachedSession, "until"> & { version?: string };
  if ((payload.version ?? "1") !== "1") return null;
  const sessionExpires = Date.parse(payload.session?.expiresAt ?? "");
  if (!(sessionExpires > now)) return null;
  // The token cookie is "<token>.<signature>": the cached session must be that session.
  if (token.slice(0, token.lastIndexOf(".")) !== payload.session.token) return null;
  return {
    session: payload.session,
    user: payload.user,
    until: Math.min(expiresAt, sessionExpires),
  };
}
