import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { EDITABLE_FIELDS } from "#core/contracts/admin.ts";
import { issueMessage, TEXT_LIMITS, validateText } from "#core/validation/text-validator.ts";
import { writeAudit } from "#server/audit.ts";
import type { Db } from "#server/db/client.ts";
import { questions } from "#server/db/schema.ts";
import { HttpError } from "#server/http-error.ts";

type Key = { game: keyof typeof EDITABLE_FIELDS; language: string; id: number };

const where = (k: Key) =>
  and(
    eq(questions.gameType, k.game),
    eq(questions.language, k.language),
    eq(questions.questionId, k.id),
  );

const toAdmin = (row: typeof questions.$inferSelect) => ({
  game: row.gameType,
  language: row.language,
  id: row.questionId,
  isActive: row.isActive,
  editedByStaff: row.editedByStaff,
  data: row.data,
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = () => new HttpError(404, "NOT_FOUND", "Question not found");

/** The spec's rule for an edit's reason: the report reason's checks, else 'Invalid input: …'. */
function checkReason(reason: string): string {
  const checked = validateText("Reason", reason, TEXT_LIMITS.reportReason);
  if (!checked.ok) {
    throw new HttpError(
      400,
      "VALIDATION_ERROR",
      `Invalid input: ${issueMessage(checked.issue)}`,
      "reason",
    );
  }
  return checked.value;
}

export async function getQuestion(db: Db, key: Key) {
  const [row] = await db.select().from(questions).where(where(key));
  if (!row) throw notFound();
  return toAdmin(row);
}

/**
 * Edits a question's texts with a reason: each text checked, a trivia answer one of the four
 * options; published at once (updatedAt moves the index's generatedAt), kept by later bank
 * releases (editedByStaff), and audit-logged with the texts before and after.
 */
export async function editQuestion(
  db: Db,
  key: Key,
  changes: Record<string, string>,
  reason: string,
  adminEmail: string,
) {
  const why = checkReason(reason);
  const allowed = EDITABLE_FIELDS[key.game] as readonly string[];
  const checked: Record<string, string> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (!allowed.includes(field)) {
      throw new HttpError(
        400,
        "VALIDATION_ERROR",
        `${field}: cannot be edited in this game`,
        field,
      );
    }
    const result = validateText(field, value, TEXT_LIMITS.questionContent);
    if (!result.ok) {
      throw new HttpError(
        400,
        "VALIDATION_ERROR",
        `${field}: ${issueMessage(result.issue)}`,
        field,
      );
    }
    checked[field] = result.value;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(questions).where(where(key)).for("update");
    if (!row) throw notFound();
    const data = { ...row.data, ...checked };
    if (key.game === "trivia") {
      const options = ["A", "B", "C", "D"].map((l) => String(data[l]));
      if (!options.includes(String(data.Answer))) {
        throw new HttpError(
          400,
          "VALIDATION_ERROR",
          "Answer: must be one of the four options",
          "Answer",
        );
      }
    }
    const [updated] = await tx
      .update(questions)
      .set({
        data,
        contentHash: createHash("sha1").update(JSON.stringify(data)).digest("hex"),
        editedByStaff: true,
        updatedAt: sql`now()`,
      })
      .where(where(key))
      .returning();
    if (!updated) throw notFound();
    const before = Object.fromEntries(Object.keys(checked).map((f) => [f, row.data[f]]));
    await writeAudit(tx, {
      action: "question.edited",
      targetType: "question",
      targetId: `${key.game}/${key.language}/${key.id}`,
      actor: adminEmail,
      details: { reason: why, before, after: checked },
    });
    return toAdmin(updated);
  });
}

/** Stops serving a question (or serves it again), with a reason, audit-logged. */
export async function setQuestionActive(
  db: Db,
  key: Key,
  active: boolean,
  reason: string,
  adminEmail: string,
) {
  const why = checkReason(reason);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questions)
      .set({ isActive: active, updatedAt: sql`now()` })
      .where(where(key))
      .returning();
    if (!updated) throw notFound();
    await writeAudit(tx, {
      action: active ? "question.activated" : "question.deactivated",
      targetType: "question",
      targetId: `${key.game}/${key.language}/${key.id}`,
      actor: adminEmail,
      details: { reason: why },
    });
    return toAdmin(updated);
  });
}
