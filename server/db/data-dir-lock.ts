import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): void };

/**
 * PGlite is one process's database: a second server on the same files would corrupt them.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "twirl.lock");
  const pid = String(process.pid);
  try {
    writeFileSync(lockPath, pid, { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const owner = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by another Twirl server (process ${owner}). ` +
          "Stop that server or start this one with another DATA_DIR.",
      );
    }
    // Written aside and renamed so a reader never sees a half-written pid.
    const tmp = `${lockPath}.${pid}`;
    writeFileSync(tmp, pid);
    renameSync(tmp, lockPath);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        if (readFileSync(lockPath, "utf8").trim() === pid) rmSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
