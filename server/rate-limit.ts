import { lt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema.ts";
import { HttpError } from "#server/http-error.ts";

export type RateLimitRule = { windowMs: number; max: number };

/** No rule's window is longer, so a row older than this counts for nothing and can go. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/** Removes windows that have ended for every rule, so the table does not grow without end. */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key });
  return gone.length;
}
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * A fixed-window counter kept in the database, so every server process counts together.
 * One atomic upsert per hit: a window that has ended starts over at 1.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitVerdict> {
  if (rule.windowMs > LONGEST_WINDOW_MS) throw new Error("a rate limit window over an hour");
  const expired = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${rateLimits.windowStart} <= ${expired.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  if (!row) throw new Error("rate limit upsert returned nothing");
  const resetAt = row.windowStart.getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

/**
 * The client a limit counts: an IPv4 address, or an IPv6 client's /64 (one household or
 * machine holds a whole /64, so counting single addresses would let it pass at will).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Counts a hit and, over the limit, answers 429 RATE_LIMITED with Retry-After and
 * retryAfterSeconds, which the web turns into "try again in N minutes" in the person's language.
 */
export async function enforceRateLimit(
  db: Db,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule);
  if (verdict.allowed) return;
  const seconds = verdict.retryAfterSeconds;
  const minutes = Math.ceil(seconds / 60);
  reply.header("retry-after", String(seconds));
  throw new HttpError(
    429,
    "RATE_LIMITED",
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}
