import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gte, max, sql } from "drizzle-orm";
import type { CheckedContribution, Contribution } from "#core/contracts/contributions.ts";
import type { AgeRating } from "#core/questions/question-kinds.ts";
import { writeAudit } from "#server/audit.ts";
import type { Db } from "#server/db/client.ts";
import { contributions, questions } from "#server/db/schema.ts";

type Row = typeof contributions.$inferSelect;

/** Approved contributions get ids from here up: the bank's files use the ids below. */
export const CONTRIBUTED_ID_START = 1_000_000;

const newId = (now: Date) => `CTB-${now.getTime()}-${randomBytes(6).toString("hex")}`;

export const toContribution = (row: Row): Contribution => ({
  id: row.id,
  gameType: row.gameType as Contribution["gameType"],
  language: row.language,
  content: row.content,
  options: row.options,
  answer: row.answer ?? "",
  funFact: row.funFact ?? "",
  category: row.category,
  difficulty: row.difficulty,
  status: row.status as Contribution["status"],
  reviewReason: row.reviewReason,
  questionId: row.questionId,
  createdAt: row.createdAt.toISOString(),
});

export async function submitContribution(
  db: Db,
  userId: string,
  c: CheckedContribution,
  now: Date,
): Promise<Contribution> {
  const [row] = await db
    .insert(contributions)
    .values({
      id: newId(now),
      userId,
      gameType: c.gameType,
      language: c.language,
      content: c.content,
      options: c.options,
      answer: c.gameType === "trivia" ? c.answer : null,
      funFact: c.gameType === "trivia" ? c.funFact : null,
      category: c.category,
      difficulty: c.difficulty,
      status: "pending",
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("contribution insert returned no row");
  return toContribution(row);
}

export async function contributionsOf(db: Db, userId: string): Promise<Contribution[]> {
  const rows = await db
    .select()
    .from(contributions)
    .where(eq(contributions.userId, userId))
    .orderBy(desc(contributions.createdAt));
  return rows.map(toContribution);
}

/** The question as the bank publishes it (the same fields as content/questions). */
function questionData(row: Row, id: number, ageRating: AgeRating): Record<string, unknown> {
  const meta = {
    id,
    difficulty: row.difficulty,
    ageRating,
    isAdult: false,
    category: row.category,
  };
  const [first = "", second = "", third = "", fourth = ""] = row.options;
  switch (row.gameType) {
    case "trivia":
      return {
        ...meta,
        question: row.content,
        A: first,
        B: second,
        C: third,
        D: fourth,
        Answer: row.answer ?? "",
        funFact: row.funFact ?? "",
      };
    case "would-you-rather":
      return { ...meta, option1: first, option2: second };
    case "which-one-you-are":
      return { ...meta, question: row.content, option1: first, option2: second };
    default:
      return { ...meta, question: row.content };
  }
}

export type ReviewOutcome =
  | { ok: true; contribution: Contribution }
  | { ok: false; reason: "notFound" | "notPending" };

/**
 * Approves or rejects a pending contribution. Approving adds it to the bank in its language
 * as a new question (the next id from CONTRIBUTED_ID_START, under a lock per game), so the
 * published index's generatedAt moves on and the next /cdn read serves it. It lives in the
 * database only: content/questions is not written, and a start's seed never touches it.
 */
export async function reviewContribution(
  db: Db,
  id: string,
  review: { status: "approved" | "rejected"; reason: string; ageRating: AgeRating },
  reviewer: string,
  now: Date,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "notFound" };
    if (row.status !== "pending") return { ok: false, reason: "notPending" };
    let questionId: number | null = null;
    if (review.status === "approved") {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`contributed:${row.gameType}`}))`,
      );
      const [top] = await tx
        .select({ id: max(questions.questionId) })
        .from(questions)
        .where(
          and(
            eq(questions.gameType, row.gameType),
            gte(questions.questionId, CONTRIBUTED_ID_START),
          ),
        );
      questionId = (top?.id ?? CONTRIBUTED_ID_START - 1) + 1;
      const data = questionData(row, questionId, review.ageRating);
      await tx.insert(questions).values({
        gameType: row.gameType,
        questionId,
        language: row.language,
        category: row.category,
        difficulty: row.difficulty,
        ageRating: review.ageRating,
        isAdult: false,
        data,
        contentHash: createHash("sha1").update(JSON.stringify(data)).digest("hex"),
        // createdAt and updatedAt: the database's now(), so the index's generatedAt moves on.
      });
    }
    const [updated] = await tx
      .update(contributions)
      .set({
        status: review.status,
        reviewReason: review.reason || null,
        reviewedBy: reviewer,
        reviewedAt: now,
        questionId,
      })
      .where(eq(contributions.id, id))
      .returning();
    if (!updated) throw new Error("contribution update returned no row");
    await writeAudit(tx, {
      action: `contribution.${review.status}`,
      targetType: "contribution",
      targetId: id,
      actor: reviewer,
      details: {
        questionId,
        gameType: row.gameType,
        language: row.language,
        reason: review.reason,
      },
    });
    return { ok: true, contribution: toContribution(updated) };
  });
}
