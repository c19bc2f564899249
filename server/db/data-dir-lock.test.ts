import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirInUseError } from "./data-dir-lock";

const root = mkdtempSync(path.join(tmpdir(), "twirl-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the DATA_DIR lock", () => {
  it("has exactly one winner when two take it at the same instant, 60 times out of 60", async () => {
    let doubleWinners = 0;
    for (let round = 0; round < 60; round++) {
      const dir = path.join(root, `race-${round}`);
      const results = await Promise.allSettled([acquireDataDirLock(dir), acquireDataDirLock(dir)]);
      const won = results.filter((r) => r.status === "fulfilled");
      if (won.length !== 1) doubleWinners++;
      for (const r of results) {
        if (r.status === "fulfilled") r.value.release();
        else expect(r.reason).toBeInstanceOf(DataDirInUseError);
      }
    }
    expect(doubleWinners).toBe(0);
  });

  it("is free again once released, and refuses with the owner's process id while held", async () => {
    const dir = path.join(root, "held");
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `is in use by another Twirl server (process ${process.pid})`,
    );
    lock.release();
    (await acquireDataDirLock(dir)).release();
  });

  it("tells two folders apart, the same folder by another path not", async () => {
    const a = await acquireDataDirLock(path.join(root, "a"));
    const b = await acquireDataDirLock(path.join(root, "b"));
    await expect(acquireDataDirLock(path.join(root, "b", "..", "a"))).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    a.release();
    b.release();
  });
});
