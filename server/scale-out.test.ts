import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Challenge } from "#core/contracts/contact.ts";
import { TEST_ORIGIN } from "#server/testing/account-client.ts";
import { fetchChallenge, sendMessage } from "#server/testing/contact-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";
import { type RunningServer, spawnServer } from "#server/testing/spawn-server.ts";

/**
 * Three server processes on one fresh PostgreSQL database, started at the same instant: the
 * scale-out path. Part of the postgres project only (vitest.config.ts), which CI always runs.
 */
const url = process.env.TEST_DATABASE_URL;

describe("three processes on one PostgreSQL database", () => {
  if (!url) throw new Error("TEST_DATABASE_URL is not set: this test needs PostgreSQL");
  const name = `twirl_scale_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  let servers: RunningServer[] = [];
  let mail: MailServer;

  beforeAll(async () => {
    mail = await startMailServer();
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    // All three at once on an empty database: migrations and the bank must not race.
    servers = await Promise.all(
      [1, 2, 3].map(() =>
        spawnServer({ DATABASE_URL: target.toString(), SMTP_URL: mail.url, TRUST_PROXY: "1" }),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await mail.close();
  });

  const challenge = (s: RunningServer) => fetchChallenge(s.url);
  const send = (s: RunningServer, c: Challenge, subject: string) => sendMessage(s.url, c, subject);

  it("all start, and all serve the same bank", async () => {
    const indexes = await Promise.all(
      servers.map(async (s) => (await fetch(`${s.url}/cdn/trivia/trivia-s1-en-index.json`)).json()),
    );
    expect(new Set(indexes.map((i) => JSON.stringify(i))).size).toBe(1);
    expect(indexes[0].totalQuestions).toBeGreaterThanOrEqual(250);
  });

  it("take a human check issued by one and refuse it the second time at another", async () => {
    const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];
    const check = await challenge(a);
    expect((await send(b, check, "once")).status).toBe(201);
    const again = await send(c, check, "twice");
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("CHALLENGE_USED");
  });

  it("count one client's messages together: the limit holds across all three", async () => {
    // Two attempts were made above (one refused by its used check, but counted): of the next
    // five, three pass, whichever process takes them, and the rest do not.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = servers[i % 3] as RunningServer;
      statuses.push((await send(s, await challenge(s), `m${i}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("share sessions: signed up at one, verified at another, signed in at a third, signed out everywhere", async () => {
    const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];
    const email = "scale@example.com";
    const post = (
      s: RunningServer,
      path: string,
      body: unknown,
      cookie = "",
      client = "203.0.113.1",
    ) =>
      fetch(`${s.url}${path}`, {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "x-forwarded-for": client,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    expect(
      (await post(a, "/api/auth/sign-up/email", { email, password: "shared secret 1", name: "" }))
        .status,
    ).toBe(200);
    const link = new URL((await mail.next(email)).link as string);
    expect(
      (await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: "manual" })).status,
    ).toBe(302);
    const signIn = await post(c, "/api/auth/sign-in/email", { email, password: "shared secret 1" });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((v) => v.split(";")[0])
      .join("; ");
    for (const s of servers) {
      const who = await (await fetch(`${s.url}/api/account`, { headers: { cookie } })).json();
      expect(who.account?.user.email).toBe(email);
      expect((await fetch(`${s.url}/api/account/export`, { headers: { cookie } })).status).toBe(
        200,
      );
    }
    expect((await post(a, "/api/auth/sign-out", {}, cookie)).status).toBe(200);
    for (const s of servers) {
      expect((await fetch(`${s.url}/api/account/export`, { headers: { cookie } })).status).toBe(
        401,
      );
    }
  });

  it("count sign-in attempts together: the sixth in five minutes is refused, wherever it lands", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = servers[i % 3] as RunningServer;
      const res = await fetch(`${s.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "x-forwarded-for": "203.0.113.9",
        },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: "wrong password" }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
