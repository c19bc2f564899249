import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema.ts";

export type RateLimitRule = { windowMs: number; max: number };
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
