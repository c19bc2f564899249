import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRIBUTION_CATEGORIES, type ContributionInput } from "#core/contracts/contributions.ts";
import { CARD_GAMES } from "#core/games.ts";
import { auditLog, questions } from "#server/db/schema.ts";
import { ROOT } from "#server/root.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";
import { CONTRIBUTED_ID_START } from "./contributions.service";

const TRIVIA: ContributionInput = {
  gameType: "trivia",
  language: "en",
  difficulty: "easy",
  category: "space",
  content: "Which planet has a day longer than its year?",
  options: ["Venus", "Mars", "Jupiter", "Mercury"],
  answer: "Venus",
  funFact: "Venus spins backwards, too.",
};

describe("contributions", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let ip = 1;
  const nextIp = () => `10.10.0.${ip++}`;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
      admins: {
        environment: "development",
        list: {
          primaryAdmin: "boss@example.com",
          reviewers: ["reviewer@example.com"],
          moderators: ["moderator@example.com"],
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it("offers exactly the bank's categories for each game", () => {
    for (const game of CARD_GAMES) {
      const bank = JSON.parse(
        readFileSync(path.join(ROOT, "content", "questions", game, "en.json"), "utf8"),
      ) as { category: string }[];
      expect(new Set(bank.map((q) => q.category))).toEqual(new Set(CONTRIBUTION_CATEGORIES[game]));
    }
  });

  it("needs a signed-in user", async () => {
    const visitor = accountClient(t.app, nextIp());
    expect((await visitor.send("POST", "/api/contributions", TRIVIA)).statusCode).toBe(401);
    expect((await visitor.get("/api/contributions/mine")).statusCode).toBe(401);
  });

  it("checks content, each option and the answer, with the spec's prefixes, and stores nothing bad", async () => {
    const c = await signedInClient(t.app, mail, "writer@example.com", nextIp());
    const cases: [Partial<typeof TRIVIA> & Record<string, unknown>, string][] = [
      [{ content: "   " }, "Content: Content cannot be empty"],
      [{ content: "x".repeat(1001) }, "Content: Content exceeds maximum length of 1000 characters"],
      [{ content: "<script>x</script>?" }, "Content: Potentially dangerous content detected"],
      [{ options: ["Venus", "", "Jupiter", "Mercury"] }, "Option 2: Option 2 cannot be empty"],
      [
        { options: ["Venus", "Mars", "venus", "Mercury"] },
        "Option 3: must differ from the other options",
      ],
      [
        { options: ["Venus", "Mars", "Jupiter", "javascript:alert(1)"] },
        "Option 4: Potentially dangerous content detected",
      ],
      [{ answer: "Pluto" }, "Answer: must be one of the four options"],
      [{ answer: "" }, "Answer: Answer cannot be empty"],
    ];
    for (const [change, message] of cases) {
      const res = await c.send("POST", "/api/contributions", { ...TRIVIA, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    for (const bad of [
      { ...TRIVIA, options: ["a", "b", "c"] },
      { ...TRIVIA, category: "truth" },
      { ...TRIVIA, gameType: "poker" },
      { ...TRIVIA, difficulty: "extreme" },
      { ...TRIVIA, language: "xx" },
    ]) {
      expect((await c.send("POST", "/api/contributions", bad)).statusCode).toBe(400);
    }
    expect((await c.get("/api/contributions/mine")).json().contributions).toEqual([]);
  });

  it("takes each game's question and lists them newest first, pending, as typed", async () => {
    const c = await signedInClient(t.app, mail, "games@example.com", nextIp());
    const sent = [
      {
        ...TRIVIA,
        content: "Is 3 < 4? It's true, isn't it?",
        options: ["Yes", "No", "Maybe", "Never"],
        answer: "Yes",
      },
      {
        gameType: "would-you-rather",
        language: "fr",
        difficulty: "easy",
        category: "food",
        options: ["Manger froid", "Manger tiède"],
      },
      {
        gameType: "truth-dare",
        language: "de",
        difficulty: "medium",
        category: "dare",
        content: "Sing a song backwards",
      },
    ];
    for (const body of sent) {
      expect((await c.send("POST", "/api/contributions", body)).statusCode).toBe(201);
    }
    const mine = (await c.get("/api/contributions/mine")).json().contributions;
    expect(mine.map((m: { gameType: string }) => m.gameType)).toEqual([
      "truth-dare",
      "would-you-rather",
      "trivia",
    ]);
    expect(mine[2]).toMatchObject({
      content: "Is 3 < 4? It's true, isn't it?",
      status: "pending",
      questionId: null,
    });
    expect(mine[0].id).toMatch(/^CTB-\d+-[0-9a-f]{12}$/);
    // The fourth within ten minutes waits, and says for how long.
    const fourth = await c.send("POST", "/api/contributions", TRIVIA);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.params.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("lets a reviewer approve: the question joins the bank in its language and /cdn serves it", async () => {
    const author = await signedInClient(t.app, mail, "author@example.com", nextIp());
    const reviewer = await signedInClient(t.app, mail, "reviewer@example.com", nextIp());
    const moderator = await signedInClient(t.app, mail, "moderator@example.com", nextIp());
    // Staff act from a back-office session.
    await reviewer.send("POST", "/api/admin/session");
    await moderator.send("POST", "/api/admin/session");
    // A small bank in Spanish and English (the test app starts empty).
    for (const language of ["es", "en"]) {
      await t.db.insert(questions).values(
        [1, 2, 3].map((id) => ({
          gameType: "trivia",
          questionId: id,
          language,
          category: "space",
          difficulty: "easy",
          ageRating: "G",
          isAdult: false,
          data: {
            id,
            question: `Q${id}?`,
            A: "a",
            B: "b",
            C: "c",
            D: "d",
            Answer: "a",
            funFact: "f",
            category: "space",
            difficulty: "easy",
            ageRating: "G",
            isAdult: false,
          },
          contentHash: `h${id}`,
          updatedAt: new Date(Date.now() - 60_000),
        })),
      );
    }
    const before = (await t.app.inject({ url: "/cdn/trivia/trivia-s1-es-index.json" })).json();
    const made = (
      await author.send("POST", "/api/contributions", {
        ...TRIVIA,
        language: "es",
        content: "¿Qué planeta gira al revés?",
      })
    ).json();

    const review = (c: typeof author, body: unknown) =>
      c.send("POST", `/api/admin/contributions/${made.id}/review`, body);
    expect((await review(author, { status: "approved" })).statusCode).toBe(403);
    expect((await review(moderator, { status: "approved" })).statusCode).toBe(403);
    const approved = await review(reviewer, { status: "approved" });
    expect(approved.statusCode).toBe(200);
    const { questionId } = approved.json();
    expect(questionId).toBeGreaterThanOrEqual(CONTRIBUTED_ID_START);
    expect((await review(reviewer, { status: "rejected" })).json().error.code).toBe("NOT_PENDING");
    // The approval is in the audit log, with who did it.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, made.id));
    expect(entry).toMatchObject({ action: "contribution.approved", actor: "reviewer@example.com" });

    // /cdn checks the bank's version at most once a second.
    const index = async () =>
      (await t.app.inject({ url: "/cdn/trivia/trivia-s1-es-index.json" })).json();
    await expect.poll(async () => (await index()).totalQuestions, { timeout: 3000 }).toBe(4);
    const after = await index();
    expect(after.generatedAt).not.toBe(before.generatedAt);
    const found: unknown[] = [];
    for (let n = 1; n <= after.totalBlocks; n++) {
      const block = (
        await t.app.inject({ url: `/cdn/trivia/trivia-s1-es-block-${n}.json` })
      ).json();
      found.push(...block.questions.filter((q: { id: number }) => q.id === questionId));
    }
    expect(found).toEqual([
      expect.objectContaining({
        id: questionId,
        question: "¿Qué planeta gira al revés?",
        Answer: "Venus",
        A: "Venus",
      }),
    ]);
    // Only in its language.
    const english = (await t.app.inject({ url: "/cdn/trivia/trivia-s1-en-index.json" })).json();
    expect(english.totalQuestions).toBe(before.totalQuestions);
    const mine = (await author.get("/api/contributions/mine")).json().contributions;
    expect(mine[0]).toMatchObject({ status: "approved", questionId });
  });

  it("rejects with a reason the author sees", async () => {
    const author = await signedInClient(t.app, mail, "author2@example.com", nextIp());
    const boss = await signedInClient(t.app, mail, "boss@example.com", nextIp());
    await boss.send("POST", "/api/admin/session");
    const made = (await author.send("POST", "/api/contributions", TRIVIA)).json();
    const res = await boss.send("POST", `/api/admin/contributions/${made.id}/review`, {
      status: "rejected",
      reason: "Already in the game",
    });
    expect(res.json()).toMatchObject({ status: "rejected", reviewReason: "Already in the game" });
    expect((await author.get("/api/contributions/mine")).json().contributions[0]).toMatchObject({
      status: "rejected",
      reviewReason: "Already in the game",
    });
    expect(
      (await boss.send("POST", "/api/admin/contributions/CTB-nope/review", { status: "approved" }))
        .statusCode,
    ).toBe(404);
  });
});
