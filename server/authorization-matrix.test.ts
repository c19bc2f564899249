import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SAVED_LOOK } from "#core/contracts/spinners.ts";
import { DEFAULT_SIDEBAR_SETTINGS } from "#core/lists/sidebar-settings.ts";
import { DEFAULT_CELEBRATION } from "#core/spin/celebration.ts";
import { loadConfig } from "#server/config.ts";
import {
  contactSubmissions,
  contributions,
  questionReports,
  questions,
  users,
} from "#server/db/schema.ts";
import { recordResult } from "#server/features/results/results.service.ts";
import { createSpinner } from "#server/features/spinners/spinners.service.ts";
import { createTestApp } from "#server/test-app.ts";
import { signedInClient, TEST_ORIGIN } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

/**
 * Every route the server registers, and what each kind of person gets from it. A route
 * without a row fails the test: each new route states who may use it.
 *
 * Columns: a visitor; an account whose address is not verified; a user; another user
 * acting on the first user's things; a moderator, a reviewer and the primary admin
 * (ADMINS_FILE).
 */
const ACTORS = [
  "visitor",
  "unverified",
  "user",
  "other",
  "moderator",
  "reviewer",
  "primary",
] as const;
type Actor = (typeof ACTORS)[number];

type Row = {
  /** The request that tries the route (path parameters filled in). */
  request: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; body?: unknown };
  /** The status each actor gets, in ACTORS order (a number alone: everyone alike). */
  expect: number | [number, number, number, number, number, number, number];
};

const SPINNER = {
  name: "Matrix",
  participants: ["Ada", "Grace"],
  style: "wheel",
  language: "en",
  theme: "light",
  sound: true,
  spinTime: 5000,
  settings: DEFAULT_SIDEBAR_SETTINGS,
} as const;
/** Ids put in place of ":mine" and ":primary's" once the spinners exist. */
const ids = new Map<string, string>();

const signedIn = (status: number): Row["expect"] => [
  401,
  401,
  status,
  status,
  status,
  status,
  status,
];

/** Keys are "METHOD url" as Fastify registers them; HEAD rows follow their GET's. */
const MATRIX: Record<string, Row> = {
  "GET /api/health": { request: { url: "/api/health" }, expect: 200 },
  "GET /api/version": { request: { url: "/api/version" }, expect: 200 },
  "GET /api/client-config": { request: { url: "/api/client-config" }, expect: 200 },
  "GET /api/openapi.json": { request: { url: "/api/openapi.json" }, expect: 200 },
  "GET /robots.txt": { request: { url: "/robots.txt" }, expect: 200 },
  "GET /sitemap.xml": { request: { url: "/sitemap.xml" }, expect: 200 },
  // Public question files (this app's bank is one trivia question, for the back-office rows).
  "GET /cdn/:gameType/index.json": { request: { url: "/cdn/trivia/index.json" }, expect: 200 },
  "GET /cdn/:gameType/:file": { request: { url: "/cdn/trivia/nothing.json" }, expect: 404 },
  "GET /api/contact/challenge": { request: { url: "/api/contact/challenge" }, expect: 200 },
  // An empty message is refused alike for everyone: anyone may write to the team.
  "POST /api/contact": { request: { method: "POST", url: "/api/contact", body: {} }, expect: 400 },
  // The library's routes: one catch-all; its own checks answer inside.
  "GET /api/auth/*": { request: { url: "/api/auth/get-session" }, expect: 200 },
  "POST /api/auth/*": {
    request: { method: "POST", url: "/api/auth/sign-out", body: {} },
    expect: 200,
  },
  // Who am I: everyone gets an answer; a visitor's and an unverified account's is null.
  "GET /api/account": { request: { url: "/api/account" }, expect: 200 },
  "GET /api/account/providers": { request: { url: "/api/account/providers" }, expect: 200 },
  "PUT /api/account/language": {
    request: { method: "PUT", url: "/api/account/language", body: { language: "fr" } },
    expect: signedIn(204),
  },
  "GET /api/account/export": { request: { url: "/api/account/export" }, expect: signedIn(200) },
  // Typing the user's own address deletes their account; here every signed-in actor types
  // the user's address, so only "user" would match: the row tries "other" deleting it.
  "POST /api/account/delete": {
    request: { method: "POST", url: "/api/account/delete", body: { email: "user@example.com" } },
    expect: [401, 401, 204, 400, 400, 400, 400],
  },
  // Spinners: ":mine" is the user's spinner, ":primary's" the primary admin's (so that the
  // user, too, is someone else there).
  "POST /api/spinners": {
    request: { method: "POST", url: "/api/spinners", body: { spinner: SPINNER, share: true } },
    expect: 201,
  },
  "GET /api/spinners": { request: { url: "/api/spinners" }, expect: signedIn(200) },
  "GET /api/spinners/:id": { request: { url: "/api/spinners/:mine" }, expect: 200 },
  "POST /api/spinners/:id/copy": {
    request: { method: "POST", url: "/api/spinners/:mine/copy" },
    expect: signedIn(201),
  },
  "PATCH /api/spinners/:id": {
    request: { method: "PATCH", url: "/api/spinners/:mine", body: { name: "Renamed" } },
    expect: [401, 401, 200, 403, 403, 403, 403],
  },
  "POST /api/spinners/:id/share": {
    request: { method: "POST", url: "/api/spinners/:mine/share" },
    expect: [401, 401, 200, 403, 403, 403, 403],
  },
  "DELETE /api/spinners/:id": {
    request: { method: "DELETE", url: "/api/spinners/:primary's" },
    expect: [401, 401, 403, 403, 403, 403, 204],
  },
  "GET /share/:id": { request: { url: "/share/:mine" }, expect: 200 },
  // Results: each person reads and writes only their own (the user's "r1" is not the
  // others' to change, so they get 404 on it).
  "GET /api/results": { request: { url: "/api/results" }, expect: signedIn(200) },
  "POST /api/results": {
    request: {
      method: "POST",
      url: "/api/results",
      body: {
        result: { id: "r2", winner: "Ada", type: "participants", timestamp: 1, spinnerName: "" },
      },
    },
    expect: signedIn(200),
  },
  "POST /api/results/import": {
    request: { method: "POST", url: "/api/results/import", body: { results: [] } },
    expect: signedIn(200),
  },
  "PUT /api/results/:id/outcome": {
    request: { method: "PUT", url: "/api/results/r1/outcome", body: { gameResultCandidate: "🟢" } },
    expect: [401, 401, 204, 404, 404, 404, 404],
  },
  "DELETE /api/results": {
    request: { method: "DELETE", url: "/api/results" },
    expect: signedIn(204),
  },
  // Question progress: each person's own record (the key names no person: it is always theirs).
  "GET /api/progress/:game/:season/:language": {
    request: { url: "/api/progress/trivia/s1/en" },
    expect: signedIn(200),
  },
  "PUT /api/progress/:game/:season/:language": {
    request: {
      method: "PUT",
      url: "/api/progress/trivia/s1/en",
      body: { generatedAt: "g", usedQuestionIds: [1], currentBlockNumber: 1, lastUpdated: 1 },
    },
    expect: signedIn(200),
  },
  // Likes and dislikes: anyone reads the counts; voting needs an account (one vote each).
  "GET /api/votes/:game/:language/:questionId": {
    request: { url: "/api/votes/trivia/en/1" },
    expect: 200,
  },
  "PUT /api/votes/:game/:language/:questionId": {
    request: { method: "PUT", url: "/api/votes/trivia/en/1", body: { vote: "like" } },
    expect: signedIn(200),
  },
  // Reports: a signed-in person (with a verified address) reports, and lists only their own.
  "POST /api/reports": {
    request: {
      method: "POST",
      url: "/api/reports",
      body: { gameType: "trivia", questionId: "1", questionText: "Q?", reason: "unclear" },
    },
    expect: signedIn(201),
  },
  "GET /api/reports/mine": { request: { url: "/api/reports/mine" }, expect: signedIn(200) },
  // Contributions: a signed-in person suggests and lists theirs; reviewers and the primary
  // admin decide (the reviewer approves the pending one first, so the primary finds it done).
  "POST /api/contributions": {
    request: {
      method: "POST",
      url: "/api/contributions",
      body: {
        gameType: "truth-dare",
        language: "en",
        difficulty: "easy",
        category: "truth",
        content: "What is your favourite song?",
      },
    },
    expect: signedIn(201),
  },
  "GET /api/contributions/mine": {
    request: { url: "/api/contributions/mine" },
    expect: signedIn(200),
  },
  "POST /api/admin/contributions/:id/review": {
    request: {
      method: "POST",
      url: "/api/admin/contributions/CTB-matrix/review",
      body: { status: "approved" },
    },
    expect: [403, 403, 403, 403, 403, 200, 409],
  },
  // The back office: every route needs a staff role and a live admin session; deletes and
  // bulk updates need the primary admin (ADR 030).
  "POST /api/admin/session": {
    request: { method: "POST", url: "/api/admin/session" },
    // Runs after the user deleted their account; "other" is refused and signed out.
    expect: [401, 401, 401, 403, 200, 200, 200],
  },
  "GET /api/admin/session": {
    request: { url: "/api/admin/session" },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "DELETE /api/admin/session": {
    request: { method: "DELETE", url: "/api/admin/session" },
    expect: 204,
  },
  "GET /api/admin/reports": {
    request: { url: "/api/admin/reports" },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "PATCH /api/admin/reports/:id": {
    request: {
      method: "PATCH",
      url: "/api/admin/reports/RPT-matrix",
      body: { status: "In Review" },
    },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "POST /api/admin/reports/bulk": {
    request: {
      method: "POST",
      url: "/api/admin/reports/bulk",
      body: { ids: ["RPT-matrix"], status: "Completed" },
    },
    expect: [403, 403, 403, 403, 403, 403, 200],
  },
  "DELETE /api/admin/reports/:id": {
    request: { method: "DELETE", url: "/api/admin/reports/RPT-matrix" },
    expect: [403, 403, 403, 403, 403, 403, 204],
  },
  "GET /api/admin/contacts": {
    request: { url: "/api/admin/contacts" },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "PATCH /api/admin/contacts/:id": {
    request: { method: "PATCH", url: "/api/admin/contacts/CONT-matrix", body: { adminNotes: "n" } },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "DELETE /api/admin/contacts/:id": {
    request: { method: "DELETE", url: "/api/admin/contacts/CONT-matrix" },
    expect: [403, 403, 403, 403, 403, 403, 204],
  },
  "GET /api/admin/contributions": {
    request: { url: "/api/admin/contributions" },
    expect: [403, 403, 403, 403, 403, 200, 200],
  },
  "DELETE /api/admin/contributions/:id": {
    request: { method: "DELETE", url: "/api/admin/contributions/CTB-matrix-2" },
    expect: [403, 403, 403, 403, 403, 403, 204],
  },
  "GET /api/admin/audit": {
    request: { url: "/api/admin/audit" },
    expect: [403, 403, 403, 403, 403, 403, 200],
  },
  "GET /api/admin/questions/:game/:language/:id": {
    request: { url: "/api/admin/questions/trivia/en/1" },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  "PATCH /api/admin/questions/:game/:language/:id": {
    request: {
      method: "PATCH",
      url: "/api/admin/questions/trivia/en/1",
      body: { changes: { funFact: "Edited." }, reason: "typo" },
    },
    expect: [403, 403, 403, 403, 403, 200, 200],
  },
  "POST /api/admin/questions/:game/:language/:id/active": {
    request: {
      method: "POST",
      url: "/api/admin/questions/trivia/en/1/active",
      body: { active: true, reason: "back" },
    },
    expect: [403, 403, 403, 403, 403, 200, 200],
  },
  "GET /api/admin/staff": {
    request: { url: "/api/admin/staff" },
    expect: [403, 403, 403, 403, 200, 200, 200],
  },
  // The web app's files and pages ("/" and the other pages come from the not-found handler).
  "GET /index.html": { request: { url: "/index.html" }, expect: 200 },
};

describe("the authorization matrix", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  const routes: Array<{ method: string; url: string }> = [];
  const cookies = new Map<Actor, string>();

  beforeAll(async () => {
    mail = await startMailServer();
    const dir = mkdtempSync(path.join(tmpdir(), "twirl-matrix-"));
    const webRoot = path.join(dir, "web");
    mkdirSync(path.join(webRoot, "assets"), { recursive: true });
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Twirl</title>");
    const admins = path.join(dir, "admins.json");
    writeFileSync(
      admins,
      JSON.stringify({
        development: {
          primaryAdmin: "primary@example.com",
          reviewers: ["reviewer@example.com"],
          moderators: ["moderator@example.com"],
        },
      }),
    );
    const base = loadConfig({ NODE_ENV: "test", ADMINS_FILE: admins });
    t = await createTestApp(
      {
        webRoot,
        dataDir: dir,
        admins: base.admins,
        mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
      },
      { onRoute: (r) => routes.push(r) },
    );
    let ip = 1;
    for (const actor of [
      "user",
      "other",
      "moderator",
      "reviewer",
      "primary",
      "unverified",
    ] as const) {
      const c = await signedInClient(t.app, mail, `${actor}@example.com`, `10.9.0.${ip++}`);
      // Staff open their back-office session from the address the rows are sent from.
      const admin = ["moderator", "reviewer", "primary"].includes(actor)
        ? await t.app.inject({
            method: "POST",
            url: "/api/admin/session",
            headers: { cookie: c.cookie(), origin: TEST_ORIGIN },
          })
        : null;
      const token = admin?.cookies.find((k) => k.name === "twirl_admin")?.value;
      cookies.set(actor, token ? `${c.cookie()}; twirl_admin=${token}` : c.cookie());
    }
    const [someone] = await t.db.select().from(users).where(eq(users.email, "user@example.com"));
    await recordResult(t.db, someone?.id as string, {
      id: "r1",
      winner: "Ada",
      type: "games",
      timestamp: 1,
      spinnerName: "",
    });
    for (const [key, actor] of [
      [":mine", "user"],
      [":primary's", "primary"],
    ] as const) {
      const [owner] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, `${actor}@example.com`));
      const row = await createSpinner(
        t.db,
        {
          ...SPINNER,
          participants: [...SPINNER.participants],
          settings: { ...SPINNER.settings },
          celebration: DEFAULT_CELEBRATION,
          look: DEFAULT_SAVED_LOOK,
        },
        {
          userId: owner?.id as string,
          share: false,
          now: new Date(),
        },
      );
      ids.set(key, row.id);
    }
    await t.db.insert(questionReports).values({
      reportId: "RPT-matrix",
      gameType: "trivia",
      questionId: "1",
      questionText: "Q?",
      reason: "unclear",
      suggestion: "",
      collectionId: "trivia_V1_en",
      language: "en",
      status: "Reported",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await t.db.insert(questions).values({
      gameType: "trivia",
      questionId: 1,
      language: "en",
      category: "space",
      difficulty: "easy",
      ageRating: "G",
      isAdult: false,
      data: { id: 1, question: "Q?", A: "a", B: "b", C: "c", D: "d", Answer: "a", funFact: "f" },
      contentHash: "h",
    });
    await t.db.insert(contactSubmissions).values({
      contactId: "CONT-matrix",
      name: "Ana",
      email: "ana@example.com",
      contactType: "bug-report",
      subject: "S",
      message: "M",
    });
    await t.db.insert(contributions).values({
      id: "CTB-matrix-2",
      userId: someone?.id as string,
      gameType: "truth-dare",
      language: "en",
      content: "Sing",
      options: [],
      category: "dare",
      difficulty: "easy",
      status: "pending",
      createdAt: new Date(),
    });
    await t.db.insert(contributions).values({
      id: "CTB-matrix",
      userId: someone?.id as string,
      gameType: "truth-dare",
      language: "en",
      content: "Tell us a secret",
      options: [],
      category: "truth",
      difficulty: "easy",
      status: "pending",
      createdAt: new Date(),
    });
    // An address that is not verified (any more): the session is real, the cookie cache has
    // run out, so the server reads the account and finds it unverified.
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, "unverified@example.com"));
    cookies.set(
      "unverified",
      (cookies.get("unverified") as string)
        .split("; ")
        .filter((c) => !c.startsWith("twirl.session_data="))
        .join("; "),
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it("has a row for every route the server registers, and no row without a route", () => {
    const registered = new Set(routes.filter((r) => r.method !== "HEAD").map(key));
    expect([...registered].filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !registered.has(k))).toEqual([]);
    // Every HEAD route is a GET route's, answered alike.
    for (const r of routes.filter((r) => r.method === "HEAD")) {
      expect(registered.has(`GET ${r.url}`), `HEAD ${r.url}`).toBe(true);
    }
  });

  // Signing out and deleting go last: they end the sessions the other rows use.
  const last = [
    "DELETE /api/results",
    "DELETE /api/spinners/:id",
    "DELETE /api/admin/reports/:id",
    "DELETE /api/admin/contacts/:id",
    "DELETE /api/admin/contributions/:id",
    "POST /api/account/delete",
    "DELETE /api/admin/session",
    "POST /api/admin/session",
    "POST /api/auth/*",
  ];
  const rows = Object.entries(MATRIX).sort(([a], [b]) => last.indexOf(a) - last.indexOf(b));
  it.each(rows)("%s answers each actor as the row says", async (_route, row) => {
    const expected = ACTORS.map((_, i) =>
      typeof row.expect === "number" ? row.expect : row.expect[i],
    );
    const got: number[] = [];
    for (const actor of ACTORS) got.push(await send(t.app, row, cookies.get(actor)));
    expect(Object.fromEntries(ACTORS.map((a, i) => [a, got[i]]))).toEqual(
      Object.fromEntries(ACTORS.map((a, i) => [a, expected[i]])),
    );
  });

  it("tells each actor who they are, with the staff role from ADMINS_FILE", async () => {
    const who = async (actor: Actor) =>
      (
        await t.app.inject({ url: "/api/account", headers: { cookie: cookies.get(actor) ?? "" } })
      ).json().account;
    expect(await who("visitor")).toBeNull();
    expect(await who("unverified")).toBeNull();
    expect((await who("other"))?.role).toBe("none");
    expect((await who("moderator"))?.role).toBe("moderator");
    expect((await who("reviewer"))?.role).toBe("reviewer");
    expect((await who("primary"))?.role).toBe("primary");
  });

  it("left the other user's account alone when they typed someone else's address", async () => {
    expect(
      await t.db.select().from(users).where(eq(users.email, "other@example.com")),
    ).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, "user@example.com"))).toHaveLength(
      0,
    );
  });
});

async function send(app: FastifyInstance, row: Row, cookie: string | undefined): Promise<number> {
  const { method = "GET", body } = row.request;
  const url = row.request.url.replace(/:mine|:primary's/, (k) => ids.get(k) ?? k);
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === "GET" ? {} : { origin: TEST_ORIGIN }),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return res.statusCode;
}
