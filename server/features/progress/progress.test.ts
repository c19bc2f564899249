import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgressWrite } from "#core/contracts/progress.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

const T0 = Date.parse("2026-11-24T12:00:00Z");
const URL = "/api/progress/trivia/s1/en";
const write = (
  ids: number[],
  block: number | null,
  at: number,
  extra: Partial<ProgressWrite> = {},
) => ({
  generatedAt: "2026-11-01T00:00:00.000Z",
  usedQuestionIds: ids,
  currentBlockNumber: block,
  lastUpdated: at,
  ...extra,
});

describe("question progress in the account", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let ip = 1;
  const nextIp = () => `10.6.0.${ip++}`;

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

  /** The same account signed in on another device. */
  const secondDevice = async (email: string) => {
    const c = accountClient(t.app, nextIp());
    expect((await c.signIn(email, "correct horse battery")).statusCode).toBe(200);
    return c;
  };

  it("is for signed-in people only", async () => {
    const visitor = accountClient(t.app, nextIp());
    expect((await visitor.get(URL)).statusCode).toBe(401);
    expect((await visitor.send("PUT", URL, write([1], 1, T0))).statusCode).toBe(401);
  });

  it("merges two devices' writes: the union of used ids, the block of the later write", async () => {
    const phone = await signedInClient(t.app, mail, "two@example.com", nextIp());
    const laptop = await secondDevice("two@example.com");
    expect((await phone.get(URL)).json()).toEqual({ progress: null });
    await phone.send("PUT", URL, write([3, 1], 1, T0));
    const merged = (await laptop.send("PUT", URL, write([2, 3], 4, T0 + 1000))).json().progress;
    expect(merged).toMatchObject({ usedQuestionIds: [1, 2, 3], currentBlockNumber: 4 });
    // A late write from the phone (an older clock) adds its ids but keeps the later block.
    const late = (await phone.send("PUT", URL, write([7], 2, T0 + 500))).json().progress;
    expect(late).toMatchObject({ usedQuestionIds: [1, 2, 3, 7], currentBlockNumber: 4 });
    expect((await laptop.get(URL)).json().progress.usedQuestionIds).toEqual([1, 2, 3, 7]);
  });

  it("starts afresh for a newer index or a device that started over, and ignores an older index", async () => {
    const c = await signedInClient(t.app, mail, "index@example.com", nextIp());
    await c.send("PUT", URL, write([1, 2, 3], 2, T0));
    const newer = write([9], 1, T0 + 1, { generatedAt: "2026-11-20T00:00:00.000Z" });
    expect((await c.send("PUT", URL, newer)).json().progress).toMatchObject({
      usedQuestionIds: [9],
      generatedAt: "2026-11-20T00:00:00.000Z",
    });
    const older = (await c.send("PUT", URL, write([4], 3, T0 + 2))).json().progress;
    expect(older).toMatchObject({ usedQuestionIds: [9], currentBlockNumber: 1 });
    const over = write([5], 2, T0 + 3, { generatedAt: "2026-11-20T00:00:00.000Z", replace: true });
    expect((await c.send("PUT", URL, over)).json().progress.usedQuestionIds).toEqual([5]);
  });

  it("keeps records apart per game, season, language and person", async () => {
    const a = await signedInClient(t.app, mail, "apart-a@example.com", nextIp());
    const b = await signedInClient(t.app, mail, "apart-b@example.com", nextIp());
    await a.send("PUT", URL, write([1], 1, T0));
    for (const other of [
      "/api/progress/trivia/s1/fr",
      "/api/progress/truth-dare/s1/en",
      "/api/progress/trivia/s2/en",
    ]) {
      expect((await a.get(other)).json().progress).toBeNull();
    }
    expect((await b.get(URL)).json().progress).toBeNull();
  });

  it("refuses a bad key or body and changes nothing", async () => {
    const c = await signedInClient(t.app, mail, "badprogress@example.com", nextIp());
    await c.send("PUT", URL, write([1], 1, T0));
    for (const [url, body] of [
      ["/api/progress/poker/s1/en", write([2], 1, T0)],
      ["/api/progress/trivia/S 1/en", write([2], 1, T0)],
      ["/api/progress/trivia/s1/xx", write([2], 1, T0)],
      [URL, write([0], 1, T0)],
      [URL, write([1.5], 1, T0)],
      [URL, { ...write([2], 1, T0), generatedAt: "" }],
      [
        URL,
        write(
          Array.from({ length: 20_001 }, (_, i) => i + 1),
          1,
          T0,
        ),
      ],
    ] as const) {
      expect((await c.send("PUT", url, body)).statusCode).toBe(400);
    }
    expect((await c.get(URL)).json().progress.usedQuestionIds).toEqual([1]);
  });

  it("counts both writes of two devices writing at once", async () => {
    const c = await signedInClient(t.app, mail, "race@example.com", nextIp());
    const other = await secondDevice("race@example.com");
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? c : other).send("PUT", URL, write([i + 1], 1, T0 + i)),
      ),
    );
    expect((await c.get(URL)).json().progress.usedQuestionIds).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
