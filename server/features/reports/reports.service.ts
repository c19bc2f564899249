import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Report, ReportInput } from "#core/contracts/reports.ts";
import type { Db } from "#server/db/client.ts";
import { questionReports } from "#server/db/schema.ts";

type Row = typeof questionReports.$inferSelect;

/** The spec's report id: RPT-{time}-{random}. */
export const newReportId = (now: Date) =>
  `RPT-${now.getTime()}-${randomBytes(6)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}`;

/** The spec's collectionId: the game, a V1 marker and the language. */
export const collectionIdOf = (gameType: string, language: string) => `${gameType}_V1_${language}`;

export const toReport = (row: Row): Report => ({
  reportId: row.reportId,
  gameType: row.gameType as Report["gameType"],
  questionId: row.questionId,
  questionText: row.questionText,
  reason: row.reason as Report["reason"],
  suggestion: row.suggestion,
  language: row.language,
  questionType: (row.questionType as Report["questionType"]) ?? null,
  status: row.status as Report["status"],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function submitReport(
  db: Db,
  input: Required<Omit<ReportInput, "questionType">> & Pick<ReportInput, "questionType">,
  reporterId: string,
  now: Date,
): Promise<Report> {
  const [row] = await db
    .insert(questionReports)
    .values({
      reportId: newReportId(now),
      gameType: input.gameType,
      questionId: input.questionId,
      questionText: input.questionText,
      reason: input.reason,
      suggestion: input.suggestion,
      reporterId,
      collectionId: collectionIdOf(input.gameType, input.language),
      language: input.language,
      questionType: input.questionType ?? null,
      status: "Reported",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("report insert returned no row");
  return toReport(row);
}

/** A reporter's own reports, newest first. */
export async function reportsOf(db: Db, reporterId: string): Promise<Report[]> {
  const rows = await db
    .select()
    .from(questionReports)
    .where(eq(questionReports.reporterId, reporterId))
    .orderBy(desc(questionReports.createdAt));
  return rows.map(toReport);
}
