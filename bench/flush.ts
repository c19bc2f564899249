/**
 * What an acknowledged write costs on the embedded database: 500 single-row inserts, each
 * its own transaction, with PGlite as it ships (fsync off, no flush) beside Twirl's durable
 * setup (the WAL flushed before each commit returns), in a temporary folder on this disk.
 * Run: npx tsx bench/flush.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { openDatabase } from "../server/db/client";

const WRITES = 500;
const root = mkdtempSync(path.join(tmpdir(), "twirl-bench-flush-"));

async function timeWrites(run: (i: number) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < WRITES; i++) await run(i);
  return (performance.now() - t0) / WRITES;
}

try {
  // Through Drizzle both times, so only the flush differs.
  const plain = await PGlite.create({ dataDir: path.join(root, "plain") });
  const plainDb = drizzle({ client: plain });
  await plainDb.execute(sql`create table probe (x int)`);
  const before = await timeWrites((i) => plainDb.execute(sql`insert into probe values (${i})`));
  await plain.close();

  const durable = await openDatabase({ kind: "pglite", dir: path.join(root, "durable") });
  await durable.db.execute(sql`create table probe (x int)`);
  const after = await timeWrites((i) => durable.db.execute(sql`insert into probe values (${i})`));
  await durable.close();

  console.log(
    `acknowledged write on PGlite, ${WRITES} inserts: ${before.toFixed(3)} ms without a flush (as shipped), ` +
      `${after.toFixed(3)} ms with the WAL flushed before it returns (${(after / before).toFixed(1)}x)`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
