/**
 * Accounts under load, beside a bare Fastify hello in the same run, on PGlite and on
 * PostgreSQL (a database of its own, dropped afterwards):
 * - an authenticated read (GET /api/account with a signed-in cookie) at 50 connections:
 *   requests per second as a ratio to the hello's (goal >= 0.08x on PGlite, >= 0.20x on
 *   PostgreSQL) and its p99 (goal <= 25 ms);
 * - GET /api/health's p99 on one connection alone, then while 5 sign-ins a second run
 *   (password hashing must not block the event loop: goal p99 < 20 ms).
 * Load from 127.0.0.1 only, bounded in time. Run: npx tsx bench/accounts.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startMailServer } from "../server/testing/mail-server";
import { freePort, spawnServer } from "../server/testing/spawn-server";
import { withOwnDatabase } from "./own-database";

const SECONDS = 5;
const PASSWORD = "correct horse battery";
const USERS = 12;

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

async function hello(): Promise<{ url: string; child: ChildProcess }> {
  const code =
    'const f=require("fastify")();f.get("/",async()=>({hello:"world"}));' +
    'f.listen({port:0,host:"127.0.0.1"}).then((a)=>console.log(a));';
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve) =>
    child.stdout?.once("data", (d) => resolve(String(d).trim())),
  );
  return { url, child };
}

let client = 1;
const from = () => ({ "x-forwarded-for": `198.51.100.${client++ % 250}`, origin: "" });

async function post(base: string, url: string, body: unknown) {
  return fetch(`${base}${url}`, {
    method: "POST",
    headers: { ...from(), origin: base, "content-type": "application/json" },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

async function measure(engine: string, extraEnv: Record<string, string>, anchor: number) {
  const mail = await startMailServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-accounts-"));
  const server = await spawnServer({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    SMTP_URL: mail.url,
    ...extraEnv,
  });
  try {
    const emails = Array.from({ length: USERS }, (_, i) => `bench${i}@example.com`);
    let cookie = "";
    for (const email of emails) {
      await post(base, "/api/auth/sign-up/email", { email, password: PASSWORD, name: "" });
      const link = (await mail.next(email)).link as string;
      await fetch(link, { redirect: "manual", headers: from() });
      const res = await post(base, "/api/auth/sign-in/email", { email, password: PASSWORD });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      cookie ||= res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }

    const read = await load(`${base}/api/account`, 50, { cookie });
    console.log(
      `${engine}: GET /api/account signed in ${Math.round(read.rps)} req/s = ${(read.rps / anchor).toFixed(3)}x hello ` +
        `(goal >= ${engine === "PGlite" ? "0.08" : "0.20"}x), p99 ${read.p99} ms (goal <= 25 ms), non-2xx ${read.errors}`,
    );

    // One connection: its p99 shows what blocks the event loop, not queueing behind itself.
    const quiet = await load(`${base}/api/health`, 1);
    let signIns = 0;
    let failed = 0;
    let stop = false;
    const signing = (async () => {
      let i = 0;
      while (!stop) {
        const started = Date.now();
        const email = emails[i++ % emails.length] as string;
        void post(base, "/api/auth/sign-in/email", { email, password: PASSWORD }).then((r) => {
          if (r.ok) signIns++;
          else failed++;
        });
        await new Promise((r) => setTimeout(r, Math.max(0, 200 - (Date.now() - started))));
      }
    })();
    const busy = await load(`${base}/api/health`, 1);
    stop = true;
    await signing;
    console.log(
      `${engine}: GET /api/health p99 ${quiet.p99} ms alone, ${busy.p99} ms while ${signIns} sign-ins ran in ${SECONDS} s ` +
        `(${(signIns / SECONDS).toFixed(1)}/s, ${failed} refused) (goal < 20 ms)`,
    );
  } finally {
    await server.stop();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const h = await hello();
const anchor = await load(h.url, 50);
h.child.kill();
console.log(
  `bare Fastify hello: ${Math.round(anchor.rps)} req/s, p99 ${anchor.p99} ms (50 connections, ${SECONDS} s)`,
);

await measure("PGlite", { DATABASE_URL: "" }, anchor.rps);
const measured = await withOwnDatabase(async (url) => {
  await measure("PostgreSQL", { DATABASE_URL: url }, anchor.rps);
  return true;
});
if (!measured) console.log("PostgreSQL: not measured (none at BENCH_DATABASE_URL)");
