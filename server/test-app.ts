import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "#server/db/client.ts";
import { type AppOptions, buildApp } from "./app";
import { type Config, loadConfig } from "./config";

/**
 * An app for app.inject: in-memory PGlite, or the real PostgreSQL in TEST_DATABASE_URL
 * with a schema of its own that is dropped on close.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}) {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const target = url && schema ? ({ kind: "postgres", url, schema } as const) : null;
  const database = await openDatabase(target ?? { kind: "memory" });
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    webRoot: undefined,
    ...overrides,
  };
  const app = await buildApp(config, database, options);
  return {
    app,
    database,
    db: database.db,
    /**
     * The same database as a second server process would open it (its own pool). In-memory
     * PGlite cannot be shared, so there it is the same database, closed with the app.
     */
    async openAgain(): Promise<Database> {
      if (!target) return { ...database, close: async () => {} };
      return openDatabase(target);
    },
    async close() {
      await app.close();
      if (schema) await database.db.execute(sql.raw(`drop schema "${schema}" cascade`));
      await database.close();
    },
  };
}
