import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportInput } from "#core/contracts/reports.ts";
import { ADMIN_SESSION_MS } from "#server/auth/admin-session.ts";
import {
  auditLog,
  contactSubmissions,
  contributions,
  questionReports,
  questions,
} from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

const T0 = Date.parse("2026-11-24T12:00:00Z");
const REPORT: ReportInput = {
  gameType: "trivia",
  questionId: "42",
  questionText: "Which planet is red?",
  reason: "wrongAnswer",
};

describe("the back office's session and reports", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let clock = T0;
  let ip = 1;
  const nextIp = () => `10.11.0.${ip++}`;
  type Client = Awaited<ReturnType<typeof signedInClient>>;
  const staff = new Map<string, Client>();
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      {
        mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
        admins: {
          environment: "development",
          list: {
            primaryAdmin: "boss@example.com",
            reviewers: ["reviewer@example.com"],
            moderators: ["moderator@example.com"],
          },
        },
      },
      { now: () => new Date(clock), onRoute: (r) => routes.push(r) },
    );
    for (const role of ["boss", "reviewer", "moderator"]) {
      const c = await signedInClient(t.app, mail, `${role}@example.com`, nextIp());
      expect((await c.send("POST", "/api/admin/session")).statusCode).toBe(200);
      staff.set(role, c);
    }
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  const as = (role: string) => staff.get(role) as Client;

  const report = async () => {
    const c = await signedInClient(t.app, mail, `r${ip}@example.com`, nextIp());
    return (await c.send("POST", "/api/reports", REPORT)).json().reportId as string;
  };

  it("refuses an address not on the allow list, in the spec's words, and signs it out", async () => {
    const c = await signedInClient(t.app, mail, "nobody@example.com", nextIp());
    const res = await c.send("POST", "/api/admin/session");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "Access denied. Your email is not authorized for admin access in development environment.",
    );
    expect((await c.get("/api/account")).json().account).toBeNull();
    expect((await c.get("/api/admin/reports")).json().error.message).toBe(
      "Unauthorized: Admin access required",
    );
  });

  it("binds the session to its token, its address and two hours", async () => {
    const at = nextIp();
    const c = await signedInClient(t.app, mail, "moderator@example.com", at);
    expect((await c.get("/api/admin/session")).json().error.message).toBe("No active session.");
    expect((await c.send("POST", "/api/admin/session")).json()).toEqual({
      email: "moderator@example.com",
      role: "moderator",
      environment: "development",
    });
    expect((await c.get("/api/admin/session")).statusCode).toBe(200);
    // The same cookies from another address.
    const elsewhere = accountClient(t.app, nextIp());
    for (const [k, v] of c.jar) elsewhere.jar.set(k, v);
    expect((await elsewhere.get("/api/admin/session")).json().error.message).toBe(
      "Session IP mismatch.",
    );
    // A forged token.
    const forged = accountClient(t.app, at);
    for (const [k, v] of c.jar) forged.jar.set(k, v);
    forged.jar.set("twirl_admin", "not-a-token");
    expect((await forged.get("/api/admin/session")).json().error.message).toBe(
      "Invalid session token.",
    );
    // Two hours on.
    clock = T0 + ADMIN_SESSION_MS - 1000;
    expect((await c.get("/api/admin/session")).statusCode).toBe(200);
    clock = T0 + ADMIN_SESSION_MS;
    expect((await c.get("/api/admin/session")).json().error.message).toBe("Session expired.");
    clock = T0;
    // Logout ends it.
    await c.send("POST", "/api/admin/session");
    await c.send("DELETE", "/api/admin/session");
    expect((await c.get("/api/admin/session")).json().error.message).toBe("No active session.");
  });

  it("lets a moderator move a report to In Review (stamping the reviewer) and logs it", async () => {
    const id = await report();
    const res = await as("moderator").send("PATCH", `/api/admin/reports/${id}`, {
      status: "In Review",
      note: "Checking the answer",
    });
    expect(res.json()).toMatchObject({
      status: "In Review",
      adminNotes: "Checking the answer",
      reviewerEmail: "moderator@example.com",
      reviewedAt: new Date(T0).toISOString(),
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toMatchObject([{ action: "report.status", actor: "moderator@example.com" }]);
    expect(
      (
        await as("moderator").send("PATCH", "/api/admin/reports/RPT-none", { status: "Completed" })
      ).json().error.message,
    ).toBe("Report not found");
  });

  it("keeps deletes and bulk updates to the primary admin", async () => {
    const id = await report();
    for (const role of ["moderator", "reviewer"]) {
      expect((await as(role).send("DELETE", `/api/admin/reports/${id}`)).statusCode).toBe(403);
      expect(
        (await as(role).send("POST", "/api/admin/reports/bulk", { ids: [id], status: "Completed" }))
          .statusCode,
      ).toBe(403);
    }
    expect((await as("boss").send("DELETE", `/api/admin/reports/${id}`)).statusCode).toBe(204);
    expect((await as("boss").send("DELETE", `/api/admin/reports/${id}`)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: "report.deleted", actor: "boss@example.com" });
  });

  it("bulk-updates 120 reports in batches of 50, each logged, and pages and filters them", async () => {
    const now = new Date(T0);
    await t.db.insert(questionReports).values(
      Array.from({ length: 120 }, (_, i) => ({
        reportId: `RPT-bulk-${String(i).padStart(3, "0")}`,
        gameType: i % 2 ? "trivia" : "truth-dare",
        questionId: String(i),
        questionText: i === 7 ? "The unusual walrus question" : `Question ${i}`,
        reason: "unclear",
        suggestion: "",
        collectionId: "trivia_V1_en",
        language: "en",
        status: "Reported",
        createdAt: new Date(T0 + i),
        updatedAt: now,
      })),
    );
    const ids = Array.from({ length: 120 }, (_, i) => `RPT-bulk-${String(i).padStart(3, "0")}`);
    expect(
      (await as("boss").send("POST", "/api/admin/reports/bulk", { ids, status: "Completed" }))
        .statusCode,
    ).toBe(400); // over a batch
    let updated = 0;
    for (let i = 0; i < ids.length; i += 50) {
      const res = await as("boss").send("POST", "/api/admin/reports/bulk", {
        ids: ids.slice(i, i + 50),
        status: "Completed",
      });
      updated += res.json().updated;
    }
    expect(updated).toBe(120);
    const [logged] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, "report.status"));
    expect(logged?.n).toBeGreaterThanOrEqual(120);

    const page = (
      await as("moderator").get("/api/admin/reports?status=Completed&page=2&pageSize=50")
    ).json();
    expect(page).toMatchObject({ total: 120, page: 2, pageSize: 50 });
    expect(page.reports).toHaveLength(50);
    expect(page.stats.byStatus.Completed).toBe(120);
    const found = (await as("moderator").get("/api/admin/reports?q=walrus")).json();
    expect(found.reports.map((r: { reportId: string }) => r.reportId)).toEqual(["RPT-bulk-007"]);
    const dares = (
      await as("moderator").get("/api/admin/reports?gameType=truth-dare&status=Completed")
    ).json();
    expect(dares.total).toBe(60);
  });

  it("keeps a report consistent under two status changes at once, with two log entries", async () => {
    const id = await report();
    const [a, b] = await Promise.all([
      as("moderator").send("PATCH", `/api/admin/reports/${id}`, { status: "In Review" }),
      as("reviewer").send("PATCH", `/api/admin/reports/${id}`, { status: "On Hold" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await t.db.select().from(questionReports).where(eq(questionReports.reportId, id));
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toHaveLength(2);
    // The row holds one of the two changes whole: its status and its reviewer agree.
    const byStatus = { "In Review": "moderator@example.com", "On Hold": "reviewer@example.com" };
    expect(row?.reviewerEmail).toBe(byStatus[row?.status as keyof typeof byStatus]);
  });

  const contact = async (id: string, extra: Partial<typeof contactSubmissions.$inferInsert> = {}) =>
    t.db.insert(contactSubmissions).values({
      contactId: id,
      name: "Ana",
      email: "ana@example.com",
      contactType: "bug-report",
      subject: "The wheel froze",
      message: "It stopped after a spin",
      ...extra,
    });

  it("handles contact submissions: search, statuses (Responded stamps the time), notes, delete", async () => {
    await contact("CONT-1");
    await contact("CONT-2", {
      subject: "Love it",
      contactType: "General Inquiry",
      adminNotes: "send stickers",
    });
    const mod = as("moderator");
    const all = (await mod.get("/api/admin/contacts")).json();
    expect(all.total).toBe(2);
    expect(all.stats.byStatus.New).toBe(2);
    expect((await mod.get("/api/admin/contacts?q=stickers")).json().submissions).toHaveLength(1);
    expect((await mod.get("/api/admin/contacts?contactType=bug-report")).json().total).toBe(1);
    expect(
      (await mod.send("PATCH", "/api/admin/contacts/CONT-1", { status: "In Progress" })).json(),
    ).toMatchObject({ status: "In Progress", respondedAt: null });
    const responded = await mod.send("PATCH", "/api/admin/contacts/CONT-1", {
      status: "Responded",
      adminNotes: "Fixed in 2.2",
      adminResponse: "Thanks, it is fixed.",
    });
    expect(responded.json()).toMatchObject({
      status: "Responded",
      adminNotes: "Fixed in 2.2",
      adminResponse: "Thanks, it is fixed.",
      respondedBy: "moderator@example.com",
      respondedAt: new Date(T0).toISOString(),
    });
    expect(
      (await mod.send("PATCH", "/api/admin/contacts/CONT-x", { status: "New" })).json().error
        .message,
    ).toBe("Contact submission not found");
    expect((await mod.send("DELETE", "/api/admin/contacts/CONT-2")).statusCode).toBe(403);
    expect((await as("boss").send("DELETE", "/api/admin/contacts/CONT-2")).statusCode).toBe(204);
  });

  it("lists contributions for reviewers (not moderators), searched by content and author", async () => {
    const author = await signedInClient(t.app, mail, "writer@example.com", nextIp());
    await author.send("POST", "/api/contributions", {
      gameType: "truth-dare",
      language: "en",
      difficulty: "easy",
      category: "dare",
      content: "Do a penguin walk",
    });
    expect((await as("moderator").get("/api/admin/contributions")).statusCode).toBe(403);
    const found = (await as("reviewer").get("/api/admin/contributions?q=writer@example")).json();
    expect(found.contributions).toMatchObject([
      { content: "Do a penguin walk", userEmail: "writer@example.com", status: "pending" },
    ]);
    expect(found.stats.byStatus.pending).toBeGreaterThanOrEqual(1);
    const id = found.contributions[0].id;
    expect((await as("reviewer").send("DELETE", `/api/admin/contributions/${id}`)).statusCode).toBe(
      403,
    );
    expect((await as("boss").send("DELETE", `/api/admin/contributions/${id}`)).statusCode).toBe(
      204,
    );
    expect((await as("boss").get("/api/admin/contributions?q=penguin")).json().total).toBe(0);
  });

  it("shows the audit log to the primary admin, by admin and action", async () => {
    expect((await as("reviewer").get("/api/admin/audit")).statusCode).toBe(403);
    const byBoss = (await as("boss").get("/api/admin/audit?actor=boss@example.com")).json();
    expect(byBoss.total).toBeGreaterThan(0);
    expect(byBoss.entries.every((e: { actor: string }) => e.actor === "boss@example.com")).toBe(
      true,
    );
    const deletes = (await as("boss").get("/api/admin/audit?action=contact.deleted")).json();
    expect(deletes.entries).toMatchObject([{ targetId: "CONT-2", targetType: "contact" }]);
  });

  it("writes an audit entry for every admin change: no mutation route is left out", async () => {
    const reportId = await report();
    await contact("CONT-audit");
    const author = await signedInClient(t.app, mail, "audited@example.com", nextIp());
    const ids: string[] = [];
    for (const content of ["Sing", "Dance"]) {
      ids.push(
        (
          await author.send("POST", "/api/contributions", {
            gameType: "truth-dare",
            language: "en",
            difficulty: "easy",
            category: "dare",
            content,
          })
        ).json().id,
      );
    }
    await t.db.update(contributions).set({ status: "pending" });
    await bankRow(9);
    const boss = as("boss");
    // Every route that changes something for staff, with a request that changes it.
    const CHANGES: Record<string, () => Promise<unknown>> = {
      "PATCH /api/admin/reports/:id": () =>
        boss.send("PATCH", `/api/admin/reports/${reportId}`, { note: "n" }),
      "POST /api/admin/reports/bulk": () =>
        boss.send("POST", "/api/admin/reports/bulk", { ids: [reportId], status: "Completed" }),
      "DELETE /api/admin/reports/:id": () => boss.send("DELETE", `/api/admin/reports/${reportId}`),
      "PATCH /api/admin/contacts/:id": () =>
        boss.send("PATCH", "/api/admin/contacts/CONT-audit", { adminNotes: "n" }),
      "DELETE /api/admin/contacts/:id": () => boss.send("DELETE", "/api/admin/contacts/CONT-audit"),
      "POST /api/admin/contributions/:id/review": () =>
        boss.send("POST", `/api/admin/contributions/${ids[0]}/review`, { status: "rejected" }),
      "DELETE /api/admin/contributions/:id": () =>
        boss.send("DELETE", `/api/admin/contributions/${ids[1]}`),
      "PATCH /api/admin/questions/:game/:language/:id": () =>
        boss.send("PATCH", "/api/admin/questions/trivia/en/9", {
          changes: { funFact: "F" },
          reason: "typo",
        }),
      "POST /api/admin/questions/:game/:language/:id/active": () =>
        boss.send("POST", "/api/admin/questions/trivia/en/9/active", {
          active: false,
          reason: "dated",
        }),
    };
    const mutations = routes
      .filter((r) => r.method !== "GET" && r.method !== "HEAD")
      .filter((r) => r.url.startsWith("/api/admin/"))
      .filter((r) => r.url !== "/api/admin/session")
      .map((r) => `${r.method} ${r.url}`);
    expect(mutations.sort()).toEqual(Object.keys(CHANGES).sort());
    for (const [route, change] of Object.entries(CHANGES)) {
      const [before] = await t.db.select({ n: count() }).from(auditLog);
      await change();
      const [after] = await t.db.select({ n: count() }).from(auditLog);
      expect((after?.n ?? 0) - (before?.n ?? 0), route).toBeGreaterThanOrEqual(1);
    }
  });

  const bankRow = (id: number) =>
    t.db.insert(questions).values({
      gameType: "trivia",
      questionId: id,
      language: "en",
      category: "space",
      difficulty: "easy",
      ageRating: "G",
      isAdult: false,
      data: {
        id,
        question: `Which planet is number ${id}?`,
        A: "Mars",
        B: "Venus",
        C: "Earth",
        D: "Pluto",
        Answer: "Mars",
        funFact: "Fact",
        category: "space",
        difficulty: "easy",
        ageRating: "G",
        isAdult: false,
      },
      contentHash: `h${id}`,
      updatedAt: new Date(Date.now() - 60_000),
    });

  it("opens a reported question, lets a reviewer edit it with a reason, and /cdn serves the edit", async () => {
    await bankRow(5);
    const url = "/api/admin/questions/trivia/en/5";
    expect((await as("moderator").get(url)).json().data.question).toBe("Which planet is number 5?");
    expect(
      (await as("moderator").get("/api/admin/questions/trivia/en/404")).json().error.message,
    ).toBe("Question not found");
    const edit = {
      changes: { question: "Which planet is the red one?" },
      reason: "Clearer wording",
    };
    expect((await as("moderator").send("PATCH", url, edit)).statusCode).toBe(403);
    expect(
      (await as("reviewer").send("PATCH", url, { ...edit, reason: " " })).json().error.message,
    ).toBe("Invalid input: Reason cannot be empty");
    expect(
      (
        await as("reviewer").send("PATCH", url, { changes: { Answer: "Jupiter" }, reason: "x" })
      ).json().error.message,
    ).toBe("Answer: must be one of the four options");
    expect(
      (await as("reviewer").send("PATCH", url, { changes: { option1: "x" }, reason: "x" }))
        .statusCode,
    ).toBe(400);
    const before = (await t.app.inject({ url: "/cdn/trivia/trivia-s1-en-index.json" })).json();
    const edited = await as("reviewer").send("PATCH", url, edit);
    expect(edited.json()).toMatchObject({
      editedByStaff: true,
      data: { question: "Which planet is the red one?" },
    });
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: "/cdn/trivia/trivia-s1-en-index.json" })).json().generatedAt,
        {
          timeout: 3000,
        },
      )
      .not.toBe(before.generatedAt);
    const block = (await t.app.inject({ url: "/cdn/trivia/trivia-s1-en-block-1.json" })).json();
    expect(block.questions.find((q: { id: number }) => q.id === 5).question).toBe(
      "Which planet is the red one?",
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, "trivia/en/5"));
    expect(entry).toMatchObject({
      action: "question.edited",
      actor: "reviewer@example.com",
      details: { reason: "Clearer wording", before: { question: "Which planet is number 5?" } },
    });
  });

  it("deactivates a question so /cdn stops serving it", async () => {
    await bankRow(6);
    const index = async () =>
      (await t.app.inject({ url: "/cdn/trivia/trivia-s1-en-index.json" })).json().totalQuestions;
    const activeInDb = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(questions)
          .where(and(eq(questions.language, "en"), eq(questions.isActive, true)))
      )[0]?.n ?? 0;
    const served = await activeInDb();
    await expect.poll(index, { timeout: 3000 }).toBe(served);
    const res = await as("reviewer").send("POST", "/api/admin/questions/trivia/en/6/active", {
      active: false,
      reason: "Out of date",
    });
    expect(res.json().isActive).toBe(false);
    await expect.poll(index, { timeout: 3000 }).toBe(served - 1);
  });

  it("shows staff who is staff here, and how many in each environment", async () => {
    const staff = (await as("moderator").get("/api/admin/staff")).json();
    expect(staff).toEqual({
      environment: "development",
      you: { email: "moderator@example.com", role: "moderator" },
      primaryAdmin: "boss@example.com",
      reviewers: ["reviewer@example.com"],
      moderators: ["moderator@example.com"],
      environments: [
        { name: "development", count: 3 },
        { name: "production", count: 0 },
      ],
    });
  });
});
