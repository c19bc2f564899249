import fs, { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";

const root = mkdtempSync(path.join(tmpdir(), "twirl-flush-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The files fsync was called on while `work` ran, by path. */
async function flushedDuring(work: () => Promise<unknown>): Promise<string[]> {
  const original = fs.fsyncSync;
  const paths: string[] = [];
  const spy = vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
    paths.push(readlinkSync(`/proc/self/fd/${fd}`));
    original(fd);
  });
  try {
    await work();
    return paths;
  } finally {
    spy.mockRestore();
  }
}

describe("the embedded database flushes what it acknowledges", () => {
  it("fsyncs the WAL before a write returns, and the data files at a checkpoint", async () => {
    const dir = path.join(root, "db");
    const database = await openDatabase({ kind: "pglite", dir });
    try {
      await database.db.execute(sql`create table flush_probe (x int)`);
      const onWrite = await flushedDuring(() =>
        database.db.execute(sql`insert into flush_probe values (1)`),
      );
      expect(onWrite.some((p) => p.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);

      const onRead = await flushedDuring(() => database.db.execute(sql`select * from flush_probe`));
      expect(onRead).toEqual([]);

      const onCheckpoint = await flushedDuring(() => database.db.execute(sql`checkpoint`));
      expect(onCheckpoint.some((p) => p.includes(`${path.sep}base${path.sep}`))).toBe(true);
      expect(onCheckpoint.some((p) => p.endsWith(`${path.sep}global${path.sep}pg_control`))).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  });
});
