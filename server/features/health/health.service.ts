import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { appSettings, questions, SETTING_KEYS } from "#server/db/schema.ts";

const TABLES = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

export type Health = {
  status: "ok" | "degraded" | "unavailable";
  database: Database["engine"];
  problems?: string[];
};

/**
 * Cheap checks an orchestrator can poll: one row read from every table, the bank present,
 * and one small write (a full disk or a read-only database shows here before a person's
 * message is lost).
 */
export async function checkHealth(database: Database): Promise<Health> {
  const engine = database.engine;
  try {
    await database.ping();
  } catch {
    return { status: "unavailable", database: engine };
  }
  const problems: string[] = [];
  for (const table of TABLES) {
    try {
      await database.db.execute(sql`select 1 from ${table} limit 1`);
    } catch {
      problems.push(`${getTableName(table)} cannot be read`);
    }
  }
  // A bank that was loaded and is gone (a table file truncated to nothing) is lost data.
  try {
    const [seeded] = await database.db
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, SETTING_KEYS.bankHash));
    const [question] = await database.db
      .select({ id: questions.questionId })
      .from(questions)
      .limit(1);
    if (seeded && !question) problems.push("questions is empty");
  } catch {
    // already reported as unreadable
  }
  try {
    await database.db
      .insert(appSettings)
      .values({ key: SETTING_KEYS.healthProbe, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
  } catch {
    problems.push("writes fail");
  }
  return problems.length
    ? { status: "degraded", database: engine, problems }
    : { status: "ok", database: engine };
}
