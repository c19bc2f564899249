import fs, { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ROOT } from "#server/root.ts";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  /** File-backed PGlite under a directory. */
  | { kind: "pglite"; dir: string }
  /** In-memory PGlite, for tests. */
  | { kind: "memory" }
  /** PostgreSQL; `schema` isolates a test run in its own schema. */
  | { kind: "postgres"; url: string; schema?: string };

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** Answers within the timeout or throws. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same name: a PostgreSQL advisory
   * lock, so replicas starting together migrate and seed one after another. PGlite has one
   * process (its data folder is locked), so it just runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(ROOT, "server", "db", "migrations");

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.schema);
  return openPglite(target.kind === "pglite" ? target.dir : undefined);
}

/**
 * PGlite starts PostgreSQL with fsync off (-F) and its file system's fsync and fdatasync do
 * nothing: an acknowledged write survived kill -9 but not a power cut. Twirl starts it with
 * fsync on and wal_sync_method=fsync (the one sync call PGlite routes to its file system),
 * and gives that file system a real fsync: PostgreSQL then flushes the WAL before a commit
 * is acknowledged and the data files at each checkpoint, before the WAL they need is recycled.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

type NodeFsStream = { nfd: number };

function makeFsyncReal(client: PGlite) {
  const nodefs = (client as unknown as { mod: { NODEFS: { stream_ops: Record<string, unknown> } } })
    .mod.NODEFS;
  nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
    fs.fsyncSync(stream.nfd);
    return 0;
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(
    dir ? { dataDir: dir, startParams: DURABLE_START_PARAMS } : {},
  );
  if (dir) makeFsyncReal(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  return {
    db,
    engine: "pglite",
    exclusive: (_name, work) => work(),
    ping: (timeoutMs) => withTimeout(client.query("select 1").then(), timeoutMs),
    async close() {
      if (client.closed) return;
      // Flush to disk so the next start does not need recovery.
      await client.exec("CHECKPOINT").catch(() => {});
      await client.close();
    },
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client's error (a server restart) must not kill the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [name]);
      try {
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
      }
    } finally {
      client.release();
    }
  }
  try {
    await exclusive("twirl:migrate", async () => {
      if (searchPath) await pool.query(`create schema if not exists "${searchPath}"`);
      await migratePg(db as never, {
        migrationsFolder,
        ...(searchPath ? { migrationsSchema: searchPath } : {}),
      });
    });
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  let closed = false;
  return {
    db,
    engine: "postgres",
    exclusive,
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`).then(), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function withTimeout(work: Promise<void>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database did not answer in time")), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
