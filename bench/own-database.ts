import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs `work` with the URL of a PostgreSQL database made for it on the server of
 * BENCH_DATABASE_URL (default: the local one) and dropped afterwards, so a bench never leaves
 * Twirl's tables in a shared database. Resolves to null when no PostgreSQL is at hand.
 */
export async function withOwnDatabase<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: adminUrl });
  const name = `twirl_bench_${randomBytes(4).toString("hex")}`;
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
