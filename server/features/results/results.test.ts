import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountResult } from "#core/contracts/results.ts";
import { results } from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

const T0 = Date.parse("2026-11-24T12:00:00Z");
const result = (id: string, timestamp: number): AccountResult => ({
  id,
  winner: "Ada",
  type: "participants",
  timestamp,
  spinnerName: "Friday",
});

describe("results in the account", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let ip = 1;
  const nextIp = () => `10.5.0.${ip++}`;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      { mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" } },
      { now: () => new Date(T0 + 3_600_000) },
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const stored = async (userId?: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(results)
        .where(userId ? eq(results.userId, userId) : undefined)
    )[0]?.n ?? 0;

  it("is for signed-in people only", async () => {
    const visitor = accountClient(t.app, nextIp());
    expect((await visitor.get("/api/results")).statusCode).toBe(401);
    expect(
      (await visitor.send("POST", "/api/results", { result: result("r", T0) })).statusCode,
    ).toBe(401);
  });

  it("applies the account's rule at its edges: 4999/5000 ms and 7999/8000/12000/12001 ms", async () => {
    const c = await signedInClient(t.app, mail, "edges@example.com", nextIp());
    const record = async (id: string, at: number) =>
      (await c.send("POST", "/api/results", { result: result(id, at) })).json().recorded;
    const c1 = T0 + 5000;
    const f1 = c1 + 7999;
    const g1 = f1 + 12_001;
    expect(await record("a", T0)).toBe(true);
    expect(await record("b", T0 + 4999)).toBe(false);
    expect(await record("c", c1)).toBe(true);
    expect(await record("d", c1 + 8000)).toBe(false);
    expect(await record("e", c1 + 12_000)).toBe(false);
    expect(await record("f", f1)).toBe(true);
    expect(await record("g", g1)).toBe(true);
    expect(await record("g", g1 + 60_000)).toBe(false); // the same id again
    const list = (await c.get("/api/results")).json().results;
    expect(list.map((r: AccountResult) => r.id)).toEqual(["g", "f", "c", "a"]);
  });

  it("refuses a result from the future, with control characters or of an unknown type, and stores nothing", async () => {
    const c = await signedInClient(t.app, mail, "bad@example.com", nextIp());
    for (const bad of [
      result("x", T0 + 3_600_000 + 61_000),
      { ...result("y", T0), winner: "A\u0000" },
      { ...result("z", T0), type: "teapot" },
      { ...result("w", T0), spinnerName: "s".repeat(33) },
    ]) {
      const res = await c.send("POST", "/api/results", { result: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect((await c.get("/api/results")).json().results).toEqual([]);
  });

  it("imports a device's results once, whatever the retries and their order", async () => {
    const c = await signedInClient(t.app, mail, "import@example.com", nextIp());
    const local = Array.from({ length: 20 }, (_, i) => result(`l${i}`, T0 + i * 1000));
    const answers = await Promise.all([
      c.send("POST", "/api/results/import", { results: local }),
      c.send("POST", "/api/results/import", { results: [...local].reverse() }),
      c.send("POST", "/api/results/import", { results: local.slice(5) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((n, a) => n + a.json().imported, 0)).toBe(20);
    const { user } = await c.whoAmI();
    expect(await stored(user.id)).toBe(20);
  });

  it("keeps each person's results their own, sets an outcome, and clears", async () => {
    const a = await signedInClient(t.app, mail, "mine@example.com", nextIp());
    const b = await signedInClient(t.app, mail, "theirs@example.com", nextIp());
    await a.send("POST", "/api/results", {
      result: { ...result("game", T0), type: "games", gameType: "trivia" },
    });
    expect((await b.get("/api/results")).json().results).toEqual([]);
    expect(
      (await b.send("PUT", "/api/results/game/outcome", { gameResultCandidate: "🟢" })).statusCode,
    ).toBe(404);
    expect(
      (await a.send("PUT", "/api/results/game/outcome", { gameResultCandidate: "🟢" })).statusCode,
    ).toBe(204);
    expect((await a.get("/api/results")).json().results[0]).toMatchObject({
      gameType: "trivia",
      gameResultCandidate: "🟢",
    });
    expect((await a.get("/api/account/export")).json().results).toHaveLength(1);
    expect((await a.send("DELETE", "/api/results")).statusCode).toBe(204);
    expect((await a.get("/api/results")).json().results).toEqual([]);
  });

  it("allows 100 requests a minute per user across the results routes", async () => {
    const c = await signedInClient(t.app, mail, "busy@example.com", nextIp());
    let last = 0;
    for (let i = 0; i < 101; i++) last = (await c.get("/api/results")).statusCode;
    expect(last).toBe(429);
  });

  it("goes with the account", async () => {
    const c = await signedInClient(t.app, mail, "gone@example.com", nextIp());
    await c.send("POST", "/api/results", { result: result("k", T0) });
    const { user } = await c.whoAmI();
    await c.send("POST", "/api/account/delete", { email: "gone@example.com" });
    expect(await stored(user.id)).toBe(0);
  });
});
