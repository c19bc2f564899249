import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/client.ts";
import { adminSessions } from "#server/db/schema.ts";
import { HttpError } from "#server/http-error.ts";
import type { Accounts, Viewer } from "./auth";
import type { Role } from "./roles";

/** The spec's admin session: two hours. */
export const ADMIN_SESSION_MS = 2 * 60 * 60 * 1000;
export const ADMIN_COOKIE = "twirl_admin";

/** What each staff role may do (Twirl's rule; ADR 030). */
export const ADMIN_ABILITIES = {
  /** Reports and contact submissions: view, change status, add notes. */
  moderate: ["moderator", "reviewer", "primary"],
  /** Contributions (approve, reject) and question edits. */
  review: ["reviewer", "primary"],
  /** Deletes, bulk updates and the audit log. */
  administer: ["primary"],
} as const satisfies Record<string, readonly Role[]>;
export type AdminAbility = keyof typeof ADMIN_ABILITIES;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === ADMIN_COOKIE) return value.join("=");
  }
  return undefined;
}

const cookie = (token: string, maxAgeSeconds: number, secure: boolean) =>
  `${ADMIN_COOKIE}=${token}; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${
    secure ? "; Secure" : ""
  }`;

/** Opens a session for a staff member from this address; the answer carries its cookie. */
export async function openAdminSession(
  db: Db,
  reply: FastifyReply,
  viewer: Viewer,
  ip: string,
  now: Date,
  secure: boolean,
): Promise<Date> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db
    .insert(adminSessions)
    .values({ tokenHash: hash(token), userId: viewer.userId, ip, createdAt: now, expiresAt });
  reply.header("set-cookie", cookie(token, ADMIN_SESSION_MS / 1000, secure));
  return expiresAt;
}

export async function closeAdminSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = cookieToken(request);
  if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hash(token)));
  reply.header("set-cookie", cookie("", 0, secure));
}

const denied = () => new HttpError(403, "FORBIDDEN", "Unauthorized: Admin access required");
const sessionError = (reason: "none" | "invalid" | "expired" | "ip", message: string) =>
  new HttpError(401, "ADMIN_SESSION", message, undefined, { reason });

/**
 * The guard of every admin route: a signed-in staff member whose role has `ability`, with a
 * live admin session opened by this account from this address. Anyone else gets the spec's
 * 'Unauthorized: Admin access required'; a staff member whose session is missing, unknown,
 * expired or from another address gets the spec's message for it (and must sign in again).
 */
export async function requireAdmin(
  accounts: Accounts,
  db: Db,
  request: FastifyRequest,
  ability: AdminAbility,
  now: Date,
): Promise<Viewer> {
  const viewer = await accounts.viewerOf(request, { fresh: true });
  if (!viewer || !(ADMIN_ABILITIES[ability] as readonly Role[]).includes(viewer.role)) {
    throw denied();
  }
  const token = cookieToken(request);
  if (!token) throw sessionError("none", "No active session.");
  const [session] = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hash(token)), eq(adminSessions.userId, viewer.userId)));
  if (!session) throw sessionError("invalid", "Invalid session token.");
  if (session.expiresAt <= now) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, session.tokenHash));
    throw sessionError("expired", "Session expired.");
  }
  if (session.ip !== request.ip) throw sessionError("ip", "Session IP mismatch.");
  return viewer;
}
