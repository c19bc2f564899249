import { and, desc, eq, sql } from "drizzle-orm";
import type { AccountResult } from "#core/contracts/results.ts";
import { accountAccepts } from "#core/results/account-rule.ts";
import type { Db } from "#server/db/client.ts";
import { results } from "#server/db/schema.ts";

type Row = typeof results.$inferSelect;

export const toResult = (row: Row): AccountResult => ({
  id: row.id,
  winner: row.winner,
  type: row.type as AccountResult["type"],
  timestamp: row.timestamp,
  spinnerName: row.spinnerName,
  ...(row.gameType ? { gameType: row.gameType as AccountResult["gameType"] } : {}),
  ...(row.outcome
    ? { gameResultCandidate: row.outcome as AccountResult["gameResultCandidate"] }
    : {}),
});

const toRow = (userId: string, r: AccountResult) => ({
  userId,
  id: r.id,
  winner: r.winner,
  type: r.type,
  timestamp: r.timestamp,
  spinnerName: r.spinnerName,
  gameType: r.gameType ?? null,
  outcome: r.gameResultCandidate ?? null,
});

/**
 * Records a spin's result by the account's rule against the newest stored result, one at a
 * time per user in every process (an advisory lock), so two quick requests cannot both
 * pass the rule. A result id already stored is not stored twice. True when it was stored.
 */
export async function recordResult(
  db: Db,
  userId: string,
  result: AccountResult,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`results:${userId}`}))`);
    const [newest] = await tx
      .select({ timestamp: results.timestamp })
      .from(results)
      .where(eq(results.userId, userId))
      .orderBy(desc(results.timestamp))
      .limit(1);
    if (!accountAccepts(newest?.timestamp, result.timestamp)) return false;
    const stored = await tx
      .insert(results)
      .values(toRow(userId, result))
      .onConflictDoNothing()
      .returning({ id: results.id });
    return stored.length === 1;
  });
}

/**
 * Moves a device's local results into the account: every one kept (the rule is for new
 * spins, not history), each id once however often or in whatever order it is sent.
 */
export async function importResults(
  db: Db,
  userId: string,
  list: AccountResult[],
): Promise<number> {
  if (list.length === 0) return 0;
  const stored = await db
    .insert(results)
    .values(list.map((r) => toRow(userId, r)))
    .onConflictDoNothing()
    .returning({ id: results.id });
  return stored.length;
}

export async function listResults(db: Db, userId: string): Promise<AccountResult[]> {
  const rows = await db
    .select()
    .from(results)
    .where(eq(results.userId, userId))
    .orderBy(desc(results.timestamp));
  return rows.map(toResult);
}

export async function setResultOutcome(
  db: Db,
  userId: string,
  id: string,
  outcome: NonNullable<AccountResult["gameResultCandidate"]>,
): Promise<boolean> {
  const updated = await db
    .update(results)
    .set({ outcome })
    .where(and(eq(results.userId, userId), eq(results.id, id)))
    .returning({ id: results.id });
  return updated.length === 1;
}

export async function clearResults(db: Db, userId: string): Promise<void> {
  await db.delete(results).where(eq(results.userId, userId));
}
