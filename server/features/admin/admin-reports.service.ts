import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AdminReport } from "#core/contracts/admin.ts";
import { writeAudit } from "#server/audit.ts";
import type { Db } from "#server/db/client.ts";
import { questionReports, users } from "#server/db/schema.ts";
import { likeOf, statusCounts } from "./admin-desk.service";

type Filter = { status?: string; gameType?: string; language?: string; q: string };

const where = (f: Filter): SQL | undefined => {
  const like = likeOf(f.q);
  return and(
    f.status ? eq(questionReports.status, f.status) : undefined,
    f.gameType ? eq(questionReports.gameType, f.gameType) : undefined,
    f.language ? eq(questionReports.language, f.language) : undefined,
    f.q
      ? or(
          ilike(questionReports.questionText, like),
          ilike(questionReports.suggestion, like),
          ilike(questionReports.reportId, like),
          ilike(users.email, like),
        )
      : undefined,
  );
};

const columns = {
  report: questionReports,
  reporterEmail: users.email,
};

const toAdminReport = (row: {
  report: typeof questionReports.$inferSelect;
  reporterEmail: string | null;
}): AdminReport => ({
  reportId: row.report.reportId,
  gameType: row.report.gameType as AdminReport["gameType"],
  questionId: row.report.questionId,
  questionText: row.report.questionText,
  reason: row.report.reason as AdminReport["reason"],
  suggestion: row.report.suggestion,
  language: row.report.language,
  questionType: (row.report.questionType as AdminReport["questionType"]) ?? null,
  status: row.report.status as AdminReport["status"],
  createdAt: row.report.createdAt.toISOString(),
  updatedAt: row.report.updatedAt.toISOString(),
  reporterEmail: row.reporterEmail,
  adminNotes: row.report.adminNotes,
  reviewerEmail: row.report.reviewerEmail,
  reviewedAt: row.report.reviewedAt?.toISOString() ?? null,
});

/** A page of reports, newest first, with the stats the tab's cards show (over all reports). */
export async function listReports(db: Db, f: Filter, page: number, pageSize: number) {
  const filter = where(f);
  const [rows, [{ n } = { n: 0 }], byStatus, byGame] = await Promise.all([
    db
      .select(columns)
      .from(questionReports)
      .leftJoin(users, eq(users.id, questionReports.reporterId))
      .where(filter)
      .orderBy(desc(questionReports.createdAt), desc(questionReports.reportId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(questionReports)
      .leftJoin(users, eq(users.id, questionReports.reporterId))
      .where(filter),
    db
      .select({ key: questionReports.status, n: count() })
      .from(questionReports)
      .groupBy(questionReports.status),
    db
      .select({ key: questionReports.gameType, n: count() })
      .from(questionReports)
      .groupBy(questionReports.gameType),
  ]);
  return {
    reports: rows.map(toAdminReport),
    total: n,
    page,
    pageSize,
    stats: {
      ...statusCounts(byStatus),
      byGame: Object.fromEntries(byGame.map((r) => [r.key, r.n])),
    },
  };
}

/**
 * Sets a report's status and/or note, with its audit entry, in one transaction; any status
 * other than Reported stamps reviewedAt and the reviewer. Null when there is no such report.
 */
export async function updateReport(
  db: Db,
  reportId: string,
  change: { status?: string; note?: string },
  admin: { userId: string; email: string },
  now: Date,
  action = "Status updated",
): Promise<AdminReport | null> {
  return db.transaction(async (tx) => {
    const reviewed = change.status !== undefined && change.status !== "Reported";
    const [row] = await tx
      .update(questionReports)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.note !== undefined ? { adminNotes: change.note } : {}),
        ...(reviewed
          ? { reviewedAt: now, reviewerId: admin.userId, reviewerEmail: admin.email }
          : {}),
        updatedAt: now,
      })
      .where(eq(questionReports.reportId, reportId))
      .returning();
    if (!row) return null;
    await writeAudit(tx, {
      action: change.status ? "report.status" : "report.note",
      targetType: "report",
      targetId: reportId,
      actor: admin.email,
      details: { ...change, action },
    });
    const [withEmail] = await tx
      .select(columns)
      .from(questionReports)
      .leftJoin(users, eq(users.id, questionReports.reporterId))
      .where(eq(questionReports.reportId, reportId));
    return withEmail ? toAdminReport(withEmail) : null;
  });
}

/** The spec's bulk update: up to a batch of reports to one status, 'Bulk update' in the log. */
export async function bulkUpdateReports(
  db: Db,
  ids: string[],
  status: string,
  admin: { userId: string; email: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const reviewed = status !== "Reported";
    const rows = await tx
      .update(questionReports)
      .set({
        status,
        ...(reviewed
          ? { reviewedAt: now, reviewerId: admin.userId, reviewerEmail: admin.email }
          : {}),
        updatedAt: now,
      })
      .where(inArray(questionReports.reportId, ids))
      .returning({ id: questionReports.reportId });
    for (const { id } of rows) {
      await writeAudit(tx, {
        action: "report.status",
        targetType: "report",
        targetId: id,
        actor: admin.email,
        details: { status, action: "Bulk update" },
      });
    }
    return rows.length;
  });
}
