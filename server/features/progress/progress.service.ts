import { and, eq, sql } from "drizzle-orm";
import type { ProgressKey, ProgressRecord } from "#core/contracts/progress.ts";
import type { Db } from "#server/db/client.ts";
import { questionProgress } from "#server/db/schema.ts";

type Row = typeof questionProgress.$inferSelect;

const toRecord = (row: Row): ProgressRecord => ({
  generatedAt: row.generatedAt,
  usedQuestionIds: row.usedQuestionIds,
  currentBlockNumber: row.currentBlockNumber,
  lastUpdated: row.lastUpdated.getTime(),
});

const keyOf = (userId: string, key: ProgressKey) =>
  and(
    eq(questionProgress.userId, userId),
    eq(questionProgress.game, key.game),
    eq(questionProgress.season, key.season),
    eq(questionProgress.language, key.language),
  );

export async function readProgress(
  db: Db,
  userId: string,
  key: ProgressKey,
): Promise<ProgressRecord | null> {
  const [row] = await db.select().from(questionProgress).where(keyOf(userId, key));
  return row ? toRecord(row) : null;
}

/**
 * Merges a device's record into the account's, in one statement (so two devices writing at
 * once both count): for the same index, the union of used ids and the block of the later
 * write; a newer index (or a device that started over) replaces the ids; an older index
 * changes nothing. The device's clock is trusted only up to the server's.
 */
export async function mergeProgress(
  db: Db,
  userId: string,
  key: ProgressKey,
  write: ProgressRecord & { replace: boolean },
  now: Date,
): Promise<ProgressRecord> {
  const at = new Date(Math.min(write.lastUpdated, now.getTime()));
  const ids = [...new Set(write.usedQuestionIds)].sort((a, b) => a - b);
  const stored = sql.raw(`"question_progress"`);
  const incoming = sql.raw("excluded");
  const newer = sql`${incoming}.generated_at > ${stored}.generated_at or (${incoming}.generated_at = ${stored}.generated_at and ${write.replace})`;
  const same = sql`${incoming}.generated_at = ${stored}.generated_at`;
  const later = sql`${incoming}.last_updated >= ${stored}.last_updated`;
  const [row] = await db
    .insert(questionProgress)
    .values({
      userId,
      ...key,
      generatedAt: write.generatedAt,
      usedQuestionIds: ids,
      currentBlockNumber: write.currentBlockNumber,
      lastUpdated: at,
    })
    .onConflictDoUpdate({
      target: [
        questionProgress.userId,
        questionProgress.game,
        questionProgress.season,
        questionProgress.language,
      ],
      set: {
        usedQuestionIds: sql`case when ${newer} then ${incoming}.used_question_ids
          when ${same} then array(select distinct u from unnest(${stored}.used_question_ids || ${incoming}.used_question_ids) as u order by u)
          else ${stored}.used_question_ids end`,
        currentBlockNumber: sql`case when ${newer} or (${same} and ${later} and ${incoming}.current_block_number is not null)
          then coalesce(${incoming}.current_block_number, ${stored}.current_block_number)
          else ${stored}.current_block_number end`,
        lastUpdated: sql`case when ${newer} or ${same} then greatest(${stored}.last_updated, ${incoming}.last_updated) else ${stored}.last_updated end`,
        generatedAt: sql`greatest(${stored}.generated_at, ${incoming}.generated_at)`,
      },
    })
    .returning();
  if (!row) throw new Error("progress merge returned no row");
  return toRecord(row);
}

/** Every progress record of a person, for Download my data. */
export async function exportProgress(db: Db, userId: string) {
  const rows = await db.select().from(questionProgress).where(eq(questionProgress.userId, userId));
  return rows.map(({ userId: _user, ...row }) => ({
    ...row,
    lastUpdated: row.lastUpdated.toISOString(),
  }));
}
