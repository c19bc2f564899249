import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema.ts";
import { hitRateLimit, LONGEST_WINDOW_MS, sweepRateLimits } from "./rate-limit";
import { createTestApp } from "./test-app";

describe("hitRateLimit", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rule = { windowMs: 60_000, max: 3 };

  it("allows max hits per window, then refuses until the window ends", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await hitRateLimit(t.db, "k1", rule, at(i * 1000)));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(57);
    expect((await hitRateLimit(t.db, "k1", rule, at(60_000))).allowed).toBe(true);
  });

  it("counts keys apart and survives concurrent hits", async () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => hitRateLimit(t.db, "k2", rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect((await hitRateLimit(t.db, "k3", rule, now)).allowed).toBe(true);
  });

  it("sweeps windows that have ended for every rule and keeps the rest", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    for (let i = 0; i < 50; i++)
      await hitRateLimit(t.db, `old-${i}`, rule, ago(LONGEST_WINDOW_MS + 1));
    await hitRateLimit(t.db, "recent", rule, ago(LONGEST_WINDOW_MS - 1000));
    const rows = async () => (await t.db.select({ n: count() }).from(rateLimits))[0]?.n ?? 0;
    const before = await rows();
    expect(await sweepRateLimits(t.db, now)).toBeGreaterThanOrEqual(50);
    const left = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key)).toContain("recent");
    expect(left.some((r) => r.key.startsWith("old-"))).toBe(false);
    expect(await rows()).toBeLessThan(before);
  });
});
