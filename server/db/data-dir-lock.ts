import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): void };

/**
 * PGlite is one process's database: a second server on the same files would corrupt them.
 * The lock is a listening socket in Linux's abstract namespace, named after the data folder's
 * real path: binding it is atomic (of two processes starting at the same instant exactly one
 * wins), and the kernel frees it when the process ends however it ends, so there is no stale
 * lock to take over and no process id to trust. DATA_DIR/twirl.lock only tells a person
 * which process holds it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new DataDirInUseError(
      `DATA_DIR ${dataDir} is a file, not a folder. Point DATA_DIR at a folder (it is made if missing).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const pidPath = path.join(dataDir, "twirl.lock");
  if (existsSync(pidPath) && !statSync(pidPath).isFile()) {
    throw new DataDirInUseError(
      `${pidPath} is a folder where Twirl keeps a small file. It holds no data: remove it and start again.`,
    );
  }
  const id = `twirl-${createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 40)}`;
  const server = await bindLock(id).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "EADDRINUSE") throw err;
    const owner = readOwner(dataDir);
    throw new DataDirInUseError(
      `DATA_DIR ${dataDir} is in use by another Twirl server${owner ? ` (process ${owner})` : ""}. ` +
        "Stop that server or start this one with another DATA_DIR.",
    );
  });
  const pid = String(process.pid);
  const pidFile = path.join(dataDir, "twirl.lock");
  // Written aside and renamed so a reader never sees a half-written pid.
  writeFileSync(`${pidFile}.${pid}`, pid);
  renameSync(`${pidFile}.${pid}`, pidFile);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      server.close();
      try {
        if (readFileSync(pidFile, "utf8").trim() === pid) rmSync(pidFile);
      } catch {
        // Already gone: nothing to tell.
      }
    },
  };
}

/**
 * Linux: an abstract socket; Windows: a named pipe; both freed by the system with the process.
 * Elsewhere (macOS) a socket file, taken over when nothing answers on it: a stale file after
 * a crash, with a small race that the other two do not have.
 */
async function bindLock(id: string): Promise<Server> {
  if (process.platform === "linux") return bind(`\0${id}`);
  if (process.platform === "win32") return bind(`\\\\?\\pipe\\${id}`);
  const file = path.join(tmpdir(), `${id}.sock`);
  try {
    return await bind(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE" || (await answers(file))) throw err;
    rmSync(file, { force: true });
    return bind(file);
  }
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function bind(name: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once("error", reject);
    server.listen(name, () => {
      server.off("error", reject);
      server.unref(); // the lock never keeps the process alive
      resolve(server);
    });
  });
}

function readOwner(dataDir: string): string | null {
  try {
    const owner = readFileSync(path.join(dataDir, "twirl.lock"), "utf8").trim();
    return /^\d+$/.test(owner) ? owner : null;
  } catch {
    return null;
  }
}
