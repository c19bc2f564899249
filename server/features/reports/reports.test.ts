import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportInput } from "#core/contracts/reports.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

const T0 = Date.parse("2026-11-24T12:00:00Z");
const REPORT: ReportInput = {
  gameType: "trivia",
  questionId: "42",
  questionText: "Which planet is known as the red planet?",
  reason: "wrongAnswer",
  suggestion: "The answer should be Mars",
  language: "en",
};

describe("question reports", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let clock = T0;
  let ip = 1;
  const nextIp = () => `10.8.0.${ip++}`;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      { mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" } },
      { now: () => new Date(clock) },
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it("needs a signed-in user, in the spec's words", async () => {
    const visitor = accountClient(t.app, nextIp());
    const res = await visitor.send("POST", "/api/reports", REPORT);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("User must be logged in to submit reports");
    expect((await visitor.get("/api/reports/mine")).statusCode).toBe(401);
  });

  it("stores what the spec lists, with an id RPT-{time}-{random} and status Reported", async () => {
    const c = await signedInClient(t.app, mail, "reporter@example.com", nextIp());
    const res = await c.send("POST", "/api/reports", {
      ...REPORT,
      gameType: "truth-dare",
      questionId: "17",
      questionType: "dare",
      language: "fr",
      suggestion: "  Plus court  ",
    });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.reportId).toMatch(new RegExp(`^RPT-${T0}-[a-z0-9]+$`));
    expect(report).toMatchObject({
      gameType: "truth-dare",
      questionId: "17",
      questionType: "dare",
      language: "fr",
      reason: "wrongAnswer",
      suggestion: "Plus court",
      status: "Reported",
      createdAt: new Date(T0).toISOString(),
    });
    const mine = (await c.get("/api/reports/mine")).json().reports;
    expect(mine.map((r: { reportId: string }) => r.reportId)).toEqual([report.reportId]);
  });

  it("takes a general report from the help centre", async () => {
    const c = await signedInClient(t.app, mail, "helper@example.com", nextIp());
    const res = await c.send("POST", "/api/reports", {
      gameType: "general",
      questionId: "help-report",
      questionText: "The wheel froze after a spin",
      reason: "other",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gameType: "general", suggestion: "", language: "en" });
  });

  it("refuses a missing reason, a long or dangerous suggestion, and stores nothing", async () => {
    const c = await signedInClient(t.app, mail, "careless@example.com", nextIp());
    const bad = [
      [{ ...REPORT, reason: undefined }, undefined],
      [{ ...REPORT, reason: "boring" }, undefined],
      [
        { ...REPORT, suggestion: "x".repeat(201) },
        "Suggestion exceeds maximum length of 200 characters",
      ],
      [
        { ...REPORT, suggestion: "<script>alert(1)</script>" },
        "Potentially dangerous content detected",
      ],
      [{ ...REPORT, gameType: "poker" }, undefined],
      [{ ...REPORT, language: "xx" }, undefined],
    ] as const;
    for (const [body, message] of bad) {
      const res = await c.send("POST", "/api/reports", body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect((await c.get("/api/reports/mine")).json().reports).toEqual([]);
  });

  it("keeps text as typed: < and ' stay themselves", async () => {
    const c = await signedInClient(t.app, mail, "typist@example.com", nextIp());
    const res = await c.send("POST", "/api/reports", {
      ...REPORT,
      suggestion: "It's 3 < 4, isn't it?",
    });
    expect(res.json().suggestion).toBe("It's 3 < 4, isn't it?");
  });

  it("allows 5 reports per 5 minutes per user, then says how long to wait", async () => {
    const c = await signedInClient(t.app, mail, "eager@example.com", nextIp());
    clock = T0 + 10 * 60_000;
    for (let i = 0; i < 5; i++) {
      expect((await c.send("POST", "/api/reports", REPORT)).statusCode).toBe(201);
    }
    const sixth = await c.send("POST", "/api/reports", REPORT);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatchObject({ code: "RATE_LIMITED" });
    expect(sixth.json().error.params.retryAfterSeconds).toBeGreaterThan(0);
    // Another person is not held up.
    const other = await signedInClient(t.app, mail, "calm@example.com", nextIp());
    expect((await other.send("POST", "/api/reports", REPORT)).statusCode).toBe(201);
    clock = T0;
  });

  it("shows each person only their own reports, and keeps a report when its reporter leaves", async () => {
    const a = await signedInClient(t.app, mail, "own-a@example.com", nextIp());
    const b = await signedInClient(t.app, mail, "own-b@example.com", nextIp());
    await a.send("POST", "/api/reports", REPORT);
    expect((await b.get("/api/reports/mine")).json().reports).toEqual([]);
    const before = (await t.db.execute(
      "select count(*)::int as n from question_reports",
    )) as unknown;
    await a.send("POST", "/api/account/delete", { email: "own-a@example.com" });
    const after = (await t.db.execute(
      "select count(*)::int as n from question_reports",
    )) as unknown;
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });
});
