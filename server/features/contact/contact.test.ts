import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFromParams } from "#core/validation/text-validator.ts";
import { contactSubmissions } from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { TEST_ORIGIN } from "#server/testing/account-client.ts";
import { solveWork } from "#server/testing/solve-work.ts";
import { checkChallenge, issueChallenge, solvesWork } from "./challenge";

type Challenge = { a: number; b: number; token: string; work: { salt: string; bits: number } };

describe("POST /api/contact", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let nextIp = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each test is its own client, so the rate limit of one does not leak into another.
  const client = () => `10.0.0.${nextIp++}`;

  /** A challenge, with its proof of work solved as the browser would (`nonce`). */
  async function challenge(ip: string): Promise<Challenge & { nonce: string }> {
    const res = await t.app.inject({ url: "/api/contact/challenge", remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const c = res.json();
    return { ...c, nonce: solveWork(c.work) };
  }

  const form = {
    name: "  Ada Lovelace ",
    email: " Ada@Example.com ",
    contactType: "bug-report",
    subject: "The wheel",
    message: "It spins beautifully.",
    browserInfo: '{"userAgent":"test"}',
    appVersion: "2.1.14",
  };

  async function submit(ip: string, body: Record<string, unknown>) {
    return t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: TEST_ORIGIN },
      payload: body,
      remoteAddress: ip,
    });
  }

  const stored = async () => (await t.db.select({ n: count() }).from(contactSubmissions))[0]?.n;

  it("refuses a message whose proof of work is missing or wrong, and takes it once solved", async () => {
    const ip = client();
    const c = await challenge(ip);
    const body = { ...form, challengeToken: c.token, challengeAnswer: c.a + c.b };
    const wrong = String(Number(c.nonce) + 1);
    for (const workNonce of ["", "x", solvesWork(c.work.salt, wrong) ? "x" : wrong]) {
      const res = await submit(ip, { ...body, workNonce });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "CHALLENGE_UNSOLVED",
        field: "challengeToken",
      });
    }
    expect((await submit(ip, { ...body, workNonce: c.nonce })).statusCode).toBe(201);
  });

  it("binds a proof of work to its own challenge", async () => {
    const ip = client();
    const first = await challenge(ip);
    const second = await challenge(ip);
    const res = await submit(ip, {
      ...form,
      challengeToken: second.token,
      challengeAnswer: second.a + second.b,
      workNonce: solvesWork(second.work.salt, first.nonce) ? "x" : first.nonce,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("CHALLENGE_UNSOLVED");
    expect(second.work.bits).toBeGreaterThanOrEqual(16);
  });

  it("issues two integers from 1 to 10", async () => {
    const c = await challenge(client());
    expect(c.a).toBeGreaterThanOrEqual(1);
    expect(c.a).toBeLessThanOrEqual(10);
    expect(c.b).toBeGreaterThanOrEqual(1);
    expect(c.b).toBeLessThanOrEqual(10);
  });

  it("stores a good submission with status New, a CONT id and timestamps", async () => {
    const ip = client();
    const c = await challenge(ip);
    const res = await submit(ip, {
      ...form,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b,
    });
    expect(res.statusCode).toBe(201);
    const { success, contactId } = res.json();
    expect(success).toBe(true);
    expect(contactId).toMatch(/^CONT-\d{13}-[0-9a-f]{8}$/);
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.contactId, contactId));
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      contactType: "bug-report",
      subject: "The wheel",
      message: "It spins beautifully.",
      status: "New",
      appVersion: "2.1.14",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["name", { name: "   " }, "Name cannot be empty"],
    ["email", { email: "not-an-email" }, "Invalid email format"],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "Email exceeds maximum length"],
    ["subject", { subject: "x".repeat(201) }, "Subject exceeds maximum length of 200 characters"],
    ["message", { message: "<script>alert(1)</script>" }, "Potentially dangerous content detected"],
    ["message", { message: "" }, "Message cannot be empty"],
    [
      "browserInfo",
      { browserInfo: "javascript:alert(1)" },
      "Potentially dangerous content detected",
    ],
  ])("refuses a bad %s with its error message and stores nothing", async (field, bad, message) => {
    const ip = client();
    const before = await stored();
    const c = await challenge(ip);
    const res = await submit(ip, {
      ...form,
      ...bad,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b,
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", message, field });
    expect(issueFromParams(field, error.params), "params the web can translate").not.toBeNull();
    expect(await stored()).toBe(before);
  });

  it("refuses a missing required field", async () => {
    const ip = client();
    const { subject: _omitted, ...rest } = form;
    const res = await submit(ip, { ...rest, challengeToken: "x", challengeAnswer: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe("subject");
  });

  it("refuses a wrong answer and spends the challenge", async () => {
    const ip = client();
    const before = await stored();
    const c = await challenge(ip);
    const wrong = await submit(ip, {
      ...form,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b + 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: "CHALLENGE_WRONG",
      message: "Incorrect answer. Please try again.",
      field: "challengeAnswer",
    });
    const retry = await submit(ip, {
      ...form,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b,
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error.code).toBe("CHALLENGE_USED");
    expect(await stored()).toBe(before);
  });

  it("refuses a replayed challenge", async () => {
    const ip = client();
    const c = await challenge(ip);
    const body = {
      ...form,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b,
    };
    expect((await submit(ip, body)).statusCode).toBe(201);
    const before = await stored();
    const replay = await submit(ip, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: "CHALLENGE_USED", field: "challengeToken" });
    expect(await stored()).toBe(before);
  });

  it("refuses a forged or tampered token", async () => {
    const ip = client();
    const c = await challenge(ip);
    const [body, sig] = c.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ id: "x", a: 1, b: 1, exp: Date.now() + 60_000 }),
    ).toString("base64url");
    for (const token of [`${forged}.${sig}`, `${body}.AAAA`, "garbage"]) {
      const res = await submit(ip, {
        ...form,
        challengeToken: token,
        challengeAnswer: 2,
        workNonce: c.nonce,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("CHALLENGE_INVALID");
    }
  });

  it("limits one client to 5 attempts in 10 minutes, others unaffected", async () => {
    const ip = client();
    for (let i = 0; i < 5; i++) {
      const c = await challenge(ip);
      const res = await submit(ip, {
        ...form,
        challengeToken: c.token,
        workNonce: c.nonce,
        challengeAnswer: c.a + c.b,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await stored();
    const c = await challenge(ip);
    const limited = await submit(ip, {
      ...form,
      challengeToken: c.token,
      workNonce: c.nonce,
      challengeAnswer: c.a + c.b,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
    expect(await stored()).toBe(before);

    const other = client();
    const c2 = await challenge(other);
    const ok = await submit(other, {
      ...form,
      challengeToken: c2.token,
      workNonce: c2.nonce,
      challengeAnswer: c2.a + c2.b,
    });
    expect(ok.statusCode).toBe(201);
  });

  it("limits how many human checks one client asks for: 30 in 10 minutes", async () => {
    const ip = client();
    for (let i = 0; i < 30; i++) await challenge(ip);
    const res = await t.app.inject({ url: "/api/contact/challenge", remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("RATE_LIMITED");
    expect(res.json().error.params.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("challenge tokens", () => {
  const secret = "s".repeat(32);

  it("expire after ten minutes", () => {
    const c = issueChallenge(secret, 0);
    const nonce = solveWork(c.work);
    expect(checkChallenge(secret, c.token, c.a + c.b, nonce, 9 * 60_000).ok).toBe(true);
    expect(checkChallenge(secret, c.token, c.a + c.b, nonce, 10 * 60_000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("do not verify under another secret", () => {
    const c = issueChallenge(secret);
    expect(checkChallenge("t".repeat(32), c.token, c.a + c.b, solveWork(c.work)).ok).toBe(false);
  });
});
