import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "./client";

export class DataDirCorruptError extends Error {}

const PG_CONTROL_SIZE = 8192;

/**
 * Opens the embedded database, refusing files that are not a healthy PGlite data folder.
 * PGlite would run initdb over a folder without PG_VERSION, wiping what is there, so the
 * folder is checked first; a failed open leaves the files exactly as they were.
 */
export async function openPgliteDir(dir: string): Promise<Database> {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new DataDirCorruptError(
      `${dir} is a file where the database folder should be. Nothing was changed: move that file away and start again.`,
    );
  }
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  if (fresh) await createPgliteDir(dir);
  else checkDataFiles(dir);
  const pidFile = path.join(dir, "postmaster.pid");
  const hadPidFile = existsSync(pidFile);
  // A leftover postmaster.pid file is harmless (the DATA_DIR lock is what guards the folder).
  if (hadPidFile && !statSync(pidFile).isFile()) {
    throw new DataDirCorruptError(
      `${pidFile} is a folder where PostgreSQL keeps a small lock file. It holds no data: remove it and start again.`,
    );
  }
  try {
    return await openDatabase({ kind: "pglite", dir });
  } catch (err) {
    if (!hadPidFile) rmSync(pidFile, { force: true });
    throw new DataDirCorruptError(
      `${dir} is not a readable Twirl database (${(err as Error).message}). ${UNTOUCHED}`,
    );
  }
}

/**
 * A new database is made (initdb, migrations) in a folder beside `dir` and renamed into
 * place when complete: a start killed half-way leaves no half-made database under `dir`,
 * only a leftover folder that the next start removes and makes again.
 */
async function createPgliteDir(dir: string) {
  const making = `${dir}.creating`;
  rmSync(making, { recursive: true, force: true });
  const database = await openDatabase({ kind: "pglite", dir: making });
  await database.close();
  // What initdb wrote before PGlite's fsync was made real, flushed before it counts as made.
  syncTree(making);
  rmSync(dir, { recursive: true, force: true }); // only ever an empty folder here
  renameSync(making, dir);
  syncPath(path.dirname(dir));
}

function syncPath(p: string) {
  const fd = openSync(p, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsync every file and folder under `dir`, folders after what they hold. */
function syncTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(p);
    else if (entry.isFile()) syncPath(p);
  }
  syncPath(dir);
}

const UNTOUCHED =
  "Nothing was changed: restore the folder from a backup, or start with another DATA_DIR.";

function checkDataFiles(dir: string) {
  const version = readIfFile(path.join(dir, "PG_VERSION"));
  if (version === undefined || !/^\d+\s*$/.test(version)) {
    throw new DataDirCorruptError(
      `${dir} is not a readable Twirl database (PG_VERSION is missing or damaged). ${UNTOUCHED} ` +
        "A folder left by a first start of an older Twirl that was stopped half-way holds no data: remove it and start again.",
    );
  }
  const control = path.join(dir, "global", "pg_control");
  if (!existsSync(control) || statSync(control).size !== PG_CONTROL_SIZE) {
    throw new DataDirCorruptError(
      `${dir} is not a readable Twirl database (global/pg_control is missing or damaged). ${UNTOUCHED}`,
    );
  }
}

function readIfFile(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
