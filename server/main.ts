import path from "node:path";
import { type Database, openDatabase } from "#server/db/client.ts";
import {
  acquireDataDirLock,
  DataDirInUseError,
  type DataDirLock,
} from "#server/db/data-dir-lock.ts";
import { DataDirCorruptError, openPgliteDir } from "#server/db/pglite-dir.ts";
import { loadQuestionBank } from "#server/features/questions/question-bank.ts";
import { flushLogs } from "#server/plugins/request-logging.ts";
import { buildApp } from "./app";
import { readPackageVersion } from "./build-info";
import { ConfigError, loadConfig } from "./config";

class StartError extends Error {}

const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split("\n")[0];

/** Read config, open and migrate the database, listen; close cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: "postgres", url: config.databaseUrl });
  } else {
    const dir = path.join(config.dataDir, "pglite");
    lock = await acquireDataDirLock(config.dataDir);
    try {
      database = await openPgliteDir(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  const release = readPackageVersion();
  const seeded = await database
    .exclusive("twirl:bank", () => loadQuestionBank(database.db, release))
    .catch((err: Error) => {
      throw new StartError(
        `the database opened but its tables could not be read or written (${firstLine(err)}). ` +
          "Nothing was changed: restore the data from a backup, or start with another DATA_DIR or DATABASE_URL.",
      );
    });
  const app = await buildApp(config, database);
  if (
    config.env === "production" &&
    /^https?:\/\/(localhost|127\.|\[::1\])/.test(config.publicUrl)
  ) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      "PUBLIC_URL points at this machine: links in mails and shares will not work for anyone else; set PUBLIC_URL to the address people reach Twirl at",
    );
  }
  app.log.info(seeded, "question bank loaded");
  if (!config.mail.smtpUrl) {
    const outbox = path.join(config.dataDir, "outbox");
    app.log.warn(
      { outbox },
      `no SMTP_URL: mails (sign-up verification, password reset) are not sent but written to ${outbox} as .eml files and to this log; set SMTP_URL to send them`,
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close(); // waits for in-flight requests
      await database.close();
    } finally {
      lock?.release();
      flushLogs();
      process.exit(0);
    }
  };
  // `on`, not `once`: a second signal during the shutdown (an impatient orchestrator, a
  // second Ctrl+C) must not fall back to the default action and kill the process mid-close.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ port: config.port, host: config.host });
  // Quieter log levels still say where Twirl listens (Fastify says it at info).
  if (!["info", "debug", "trace"].includes(config.logLevel)) {
    console.log(`twirl: listening at ${address}`);
  }
  app.log.info(
    { database: database.engine, dataDir: config.dataDir, publicUrl: config.publicUrl },
    `Twirl is ready: open ${config.publicUrl}`,
  );
  flushLogs();
}

main().catch((err: unknown) => {
  const known =
    err instanceof ConfigError ||
    err instanceof DataDirInUseError ||
    err instanceof DataDirCorruptError ||
    err instanceof StartError;
  // One sentence a person can act on; the stack only for those who ask for it.
  console.error(
    known
      ? `twirl: ${(err as Error).message}`
      : `twirl: could not start (${firstLine(err)}). Run again with LOG_LEVEL=debug to see where.`,
  );
  if (!known && process.env.LOG_LEVEL === "debug") console.error(err);
  process.exit(1);
});
