import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

const URL = "/api/votes/trivia/en/42";

describe("likes and dislikes", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let ip = 1;
  const nextIp = () => `10.7.0.${ip++}`;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it("lets anyone read the counts and only a signed-in person vote", async () => {
    const visitor = accountClient(t.app, nextIp());
    expect((await visitor.get(URL)).json()).toEqual({ likes: 0, dislikes: 0, mine: null });
    expect((await visitor.send("PUT", URL, { vote: "like" })).statusCode).toBe(401);
    expect((await visitor.get(URL)).json().likes).toBe(0);
  });

  it("keeps one vote per person: pressing again takes it back, the other button moves it", async () => {
    const ada = await signedInClient(t.app, mail, "ada@example.com", nextIp());
    const bo = await signedInClient(t.app, mail, "bo@example.com", nextIp());
    const vote = async (c: typeof ada, v: "like" | "dislike" | null) =>
      (await c.send("PUT", URL, { vote: v })).json();
    expect(await vote(ada, "like")).toEqual({ likes: 1, dislikes: 0, mine: "like" });
    expect(await vote(ada, "like")).toEqual({ likes: 1, dislikes: 0, mine: "like" });
    expect(await vote(bo, "like")).toEqual({ likes: 2, dislikes: 0, mine: "like" });
    expect(await vote(ada, "dislike")).toEqual({ likes: 1, dislikes: 1, mine: "dislike" });
    expect(await vote(ada, null)).toEqual({ likes: 1, dislikes: 0, mine: null });
    expect((await bo.get(URL)).json()).toEqual({ likes: 1, dislikes: 0, mine: "like" });
    // A thousand presses are still one vote.
    await Promise.all(Array.from({ length: 20 }, () => vote(ada, "dislike")));
    expect((await accountClient(t.app, nextIp()).get(URL)).json()).toMatchObject({
      likes: 1,
      dislikes: 1,
    });
  });

  it("counts per question, game and language", async () => {
    const c = await signedInClient(t.app, mail, "apart@example.com", nextIp());
    await c.send("PUT", "/api/votes/truth-dare/fr/7", { vote: "dislike" });
    for (const other of [
      "/api/votes/truth-dare/en/7",
      "/api/votes/trivia/fr/7",
      "/api/votes/truth-dare/fr/8",
    ]) {
      expect((await c.get(other)).json()).toEqual({ likes: 0, dislikes: 0, mine: null });
    }
    expect((await c.get("/api/votes/truth-dare/fr/7")).json().dislikes).toBe(1);
  });

  it("refuses a bad question or vote and changes nothing", async () => {
    const c = await signedInClient(t.app, mail, "bad-vote@example.com", nextIp());
    for (const [url, body] of [
      ["/api/votes/poker/en/1", { vote: "like" }],
      ["/api/votes/trivia/xx/1", { vote: "like" }],
      ["/api/votes/trivia/en/0", { vote: "like" }],
      ["/api/votes/trivia/en/abc", { vote: "like" }],
      ["/api/votes/trivia/en/99999999999", { vote: "like" }],
      ["/api/votes/trivia/en/5", { vote: "love" }],
      ["/api/votes/trivia/en/5", {}],
    ] as const) {
      expect((await c.send("PUT", url, body)).statusCode).toBe(400);
    }
    expect((await c.get("/api/votes/trivia/en/5")).json()).toEqual({
      likes: 0,
      dislikes: 0,
      mine: null,
    });
  });

  it("goes with the account", async () => {
    const c = await signedInClient(t.app, mail, "leaving@example.com", nextIp());
    await c.send("PUT", "/api/votes/trivia/en/77", { vote: "like" });
    await c.send("POST", "/api/account/delete", { email: "leaving@example.com" });
    expect((await accountClient(t.app, nextIp()).get("/api/votes/trivia/en/77")).json().likes).toBe(
      0,
    );
  });
});
