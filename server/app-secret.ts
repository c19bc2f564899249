import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { appSettings, SETTING_KEYS } from "#server/db/schema.ts";

/**
 * The key that signs server-issued tokens. APP_SECRET wins; otherwise one is generated once
 * and kept in the database, so every process sharing it signs alike and restarts keep it.
 */
export async function loadAppSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEYS.appSecret, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEYS.appSecret));
  if (!row) throw new Error("app secret missing after insert");
  return row.value;
}
