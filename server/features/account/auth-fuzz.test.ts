import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/test-app.ts";
import { signedInClient, TEST_ORIGIN } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

/** The routes around accounts: the library's and Twirl's own. */
const ROUTES = [
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/social"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/auth/send-verification-email"],
  ["POST", "/api/auth/sign-out"],
  ["GET", "/api/auth/verify-email"],
  ["GET", "/api/auth/reset-password/x"],
  ["PUT", "/api/account/language"],
  ["POST", "/api/account/delete"],
  ["POST", "/api/spinners"],
  ["PATCH", "/api/spinners/abc"],
  ["POST", "/api/spinners/abc/copy"],
  ["POST", "/api/spinners/abc/share"],
  ["POST", "/api/results"],
  ["POST", "/api/results/import"],
  ["PUT", "/api/results/abc/outcome"],
  ["PUT", "/api/progress/trivia/s1/en"],
  ["PUT", "/api/votes/trivia/en/1"],
  ["POST", "/api/reports"],
  ["POST", "/api/contributions"],
  ["POST", "/api/admin/contributions/abc/review"],
  ["POST", "/api/admin/session"],
  ["PATCH", "/api/admin/reports/abc"],
  ["POST", "/api/admin/reports/bulk"],
  ["PATCH", "/api/admin/contacts/abc"],
  ["PATCH", "/api/admin/questions/trivia/en/1"],
  ["POST", "/api/admin/questions/trivia/en/1/active"],
] as const;

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", "a@b.co", "\u0000", "x".repeat(3000), "<script>", "../../etc", "%00"),
);
const field = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const body = fc.oneof(
  fc.record(
    {
      email: field,
      password: field,
      name: field,
      token: field,
      newPassword: field,
      provider: field,
      callbackURL: field,
      language: field,
      share: field,
      result: fc.oneof(
        field,
        fc.record(
          {
            id: field,
            winner: field,
            type: field,
            timestamp: fc.oneof(field, fc.integer()),
            spinnerName: field,
          },
          { requiredKeys: [] },
        ),
      ),
      results: fc.oneof(field, fc.array(fc.dictionary(text, field), { maxLength: 3 })),
      gameResultCandidate: fc.oneof(field, fc.constantFrom("🟢", "🔴", "⚪")),
      generatedAt: field,
      usedQuestionIds: fc.oneof(field, fc.array(fc.oneof(fc.integer(), field), { maxLength: 5 })),
      currentBlockNumber: fc.oneof(field, fc.integer()),
      lastUpdated: fc.oneof(field, fc.integer()),
      replace: field,
      vote: fc.oneof(field, fc.constantFrom("like", "dislike")),
      gameType: fc.oneof(field, fc.constantFrom("trivia", "general")),
      questionId: field,
      questionText: field,
      reason: fc.oneof(field, fc.constantFrom("wrongAnswer", "other")),
      suggestion: field,
      questionType: fc.oneof(field, fc.constantFrom("truth", "dare")),
      content: field,
      options: fc.oneof(field, fc.array(text, { maxLength: 5 })),
      answer: field,
      funFact: field,
      category: fc.oneof(field, fc.constantFrom("space", "truth", "food")),
      difficulty: fc.oneof(field, fc.constantFrom("easy", "hard")),
      status: fc.oneof(field, fc.constantFrom("approved", "rejected")),
      ageRating: fc.oneof(field, fc.constantFrom("G", "R")),
      note: field,
      adminNotes: field,
      changes: fc.oneof(
        field,
        fc.dictionary(fc.constantFrom("question", "A", "Answer", "x"), text),
      ),
      active: field,
      adminResponse: field,
      ids: fc.oneof(field, fc.array(text, { maxLength: 3 })),
      spinner: fc.oneof(
        field,
        fc.record(
          {
            name: field,
            participants: fc.oneof(field, fc.array(text, { maxLength: 40 })),
            style: fc.oneof(field, fc.constantFrom("wheel", "pen")),
            language: field,
            theme: field,
            sound: field,
            spinTime: fc.oneof(field, fc.integer()),
            settings: fc.oneof(field, fc.dictionary(text, fc.oneof(fc.integer(), text))),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  text,
);

describe("random bodies on every route around accounts and spinners", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let cookie = "";
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      dataDir: mkdtempSync(path.join(tmpdir(), "twirl-fuzz-")),
      mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
    });
    cookie = (await signedInClient(t.app, mail, "fuzz@example.com", "10.7.0.1")).cookie();
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it("never answer 5xx, and every refusal has Twirl's error shape", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        fc.boolean(),
        async ([method, url], payload, type, signedIn) => {
          n++;
          const res = await t.app.inject({
            method,
            url:
              method === "GET" && typeof payload === "string"
                ? `${url}?token=${encodeURIComponent(payload)}`
                : url,
            // Each case its own client, so the attempt limit is not what answers.
            remoteAddress: `10.8.${Math.floor(n / 250)}.${(n % 250) + 1}`,
            headers: {
              origin: TEST_ORIGIN,
              "content-type": type,
              ...(signedIn ? { cookie } : {}),
            },
            ...(method === "GET"
              ? {}
              : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
          });
          expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && String(res.headers["content-type"]).includes("json")) {
            expect(res.json()).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
        },
      ),
      { numRuns: 400, seed: 20261124 },
    );
  }, 120_000);
});
