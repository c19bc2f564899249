/**
 * The back office's tabs with 5,000 rows each on PGlite (budget: each answers in under
 * 300 ms; the server pages them). Beside each, the same tab with 50 rows as the anchor.
 * Timed in process (app.inject, no network), median of 15 requests for the first page, and
 * for a search. Run: npx tsx bench/admin.ts
 */

import { auditLog, contactSubmissions, contributions, questionReports } from "../server/db/schema";
import { createTestApp } from "../server/test-app";
import { signedInClient } from "../server/testing/account-client";
import { startMailServer } from "../server/testing/mail-server";

const RUNS = 15;

async function measure(rows: number) {
  const mail = await startMailServer();
  const t = await createTestApp({
    mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
    admins: {
      environment: "development",
      list: { primaryAdmin: "boss@example.com", reviewers: [], moderators: [] },
    },
  });
  try {
    const boss = await signedInClient(t.app, mail, "boss@example.com", "10.20.0.1");
    await boss.send("POST", "/api/admin/session");
    const now = Date.now();
    for (let i = 0; i < rows; i += 1000) {
      const n = Math.min(1000, rows - i);
      const at = (k: number) => new Date(now - (i + k) * 1000);
      await t.db.insert(questionReports).values(
        Array.from({ length: n }, (_, k) => ({
          reportId: `RPT-${i + k}`,
          gameType: k % 2 ? "trivia" : "truth-dare",
          questionId: String(k),
          questionText: `Question number ${i + k} about planets`,
          reason: "unclear",
          suggestion: "",
          collectionId: "trivia_V1_en",
          language: "en",
          status: k % 3 ? "Reported" : "Completed",
          createdAt: at(k),
          updatedAt: at(k),
        })),
      );
      await t.db.insert(contactSubmissions).values(
        Array.from({ length: n }, (_, k) => ({
          contactId: `CONT-${i + k}`,
          name: `Person ${i + k}`,
          email: `p${i + k}@example.com`,
          contactType: "bug-report",
          subject: `Subject ${i + k}`,
          message: "The wheel froze after a long spin on my phone",
          createdAt: at(k),
        })),
      );
      await t.db.insert(contributions).values(
        Array.from({ length: n }, (_, k) => ({
          id: `CTB-${i + k}`,
          gameType: "truth-dare",
          language: "en",
          content: `Dare number ${i + k}`,
          options: [],
          category: "dare",
          difficulty: "easy",
          status: "pending",
          createdAt: at(k),
        })),
      );
      await t.db.insert(auditLog).values(
        Array.from({ length: n }, (_, k) => ({
          action: "report.status",
          targetType: "report",
          targetId: `RPT-${i + k}`,
          actor: "boss@example.com",
          createdAt: at(k),
        })),
      );
    }
    const time = async (url: string) => {
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        const res = await boss.get(url);
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(RUNS / 2)] as number;
    };
    const urls = {
      "Question Reports": "/api/admin/reports",
      "Question Reports, search": "/api/admin/reports?q=planets%20499",
      "Contact Submissions": "/api/admin/contacts",
      "Contact Submissions, search": "/api/admin/contacts?q=p4999@",
      "User Contributions": "/api/admin/contributions",
      "User Contributions, search": "/api/admin/contributions?q=number%204999",
      "Audit Log": "/api/admin/audit",
    };
    const out: Record<string, number> = {};
    for (const [name, url] of Object.entries(urls)) out[name] = await time(url);
    return out;
  } finally {
    await t.close();
    await mail.close();
  }
}

const anchor = await measure(50);
const full = await measure(5000);
for (const name of Object.keys(full)) {
  const a = anchor[name] as number;
  const f = full[name] as number;
  console.log(
    `${name}: 5,000 rows ${f.toFixed(1)} ms, 50 rows ${a.toFixed(1)} ms = ${(f / a).toFixed(2)}x (budget 300 ms)`,
  );
}
