import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Challenge } from "#core/contracts/contact.ts";
import { fetchChallenge, sendMessage } from "#server/testing/contact-client.ts";
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

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    // All three at once on an empty database: migrations and the bank must not race.
    servers = await Promise.all(
      [1, 2, 3].map(() => spawnServer({ DATABASE_URL: target.toString() })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
});
