import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "#server/testing/account-client.ts";
import { fetchChallenge, sendMessage } from "#server/testing/contact-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";
import {
  expectStartFailure,
  type RunningServer,
  spawnServer,
} from "#server/testing/spawn-server.ts";

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) s.child.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "twirl-durability-"));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const s = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  servers.push(s);
  return s;
}

async function sendContact(url: string, subject: string) {
  const res = await sendMessage(url, await fetchChallenge(url), subject);
  expect(res.status).toBe(201);
}

async function subjectsIn(dataDir: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  const { rows } = await db.query<{ subject: string }>("select subject from contact_submissions");
  await db.close();
  return rows.map((r) => r.subject).sort();
}

function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash("sha1").update(readFileSync(p)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

describe("durability of the embedded database", () => {
  it("keeps an acknowledged write through kill -9", async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    await sendContact(first.url, "before the crash");
    first.child.kill("SIGKILL");
    await first.stop();

    const second = await start(dataDir);
    expect((await (await fetch(`${second.url}/api/health`)).json()).status).toBe("ok");
    await sendContact(second.url, "after the crash");
    expect(await second.stop()).toBe(0);
    expect(await subjectsIn(dataDir)).toEqual(["after the crash", "before the crash"]);
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "closes cleanly on %s and releases the lock",
    async (signal) => {
      const dataDir = tempDataDir();
      const s = await start(dataDir);
      await sendContact(s.url, signal);
      expect(existsSync(path.join(dataDir, "twirl.lock"))).toBe(true);
      s.child.kill(signal);
      // A second signal while it shuts down (as a supervisor or stop() may send) changes nothing.
      await new Promise((r) => setTimeout(r, 30));
      if (s.child.exitCode === null) s.child.kill(signal);
      expect(await s.stop()).toBe(0);
      expect(existsSync(path.join(dataDir, "twirl.lock"))).toBe(false);
      expect(await subjectsIn(dataDir)).toEqual([signal]);
    },
  );
});

describe("the very first start", () => {
  it("killed at any moment of making the database, starts again the next time", async () => {
    for (const afterMs of [400, 1200, 2400]) {
      const dataDir = tempDataDir();
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: path.resolve(import.meta.dirname, ".."),
        env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: "ignore",
      });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      child.kill("SIGKILL");
      await exited;
      // No half-made database where the next start looks for one.
      const made = path.join(dataDir, "pglite");
      if (existsSync(made)) expect(existsSync(path.join(made, "PG_VERSION"))).toBe(true);
      const again = await start(dataDir);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
    }
  });
});

describe("a damaged DATA_DIR", () => {
  async function damagedCopy(damage: (pgliteDir: string) => void) {
    const dataDir = tempDataDir();
    const s = await start(dataDir);
    expect(await s.stop()).toBe(0);
    damage(path.join(dataDir, "pglite"));
    return dataDir;
  }

  it.each([
    ["a garbled PG_VERSION", (d: string) => writeFileSync(path.join(d, "PG_VERSION"), "garbage")],
    ["a missing PG_VERSION", (d: string) => rmSync(path.join(d, "PG_VERSION"))],
    [
      "a truncated pg_control",
      (d: string) => writeFileSync(path.join(d, "global", "pg_control"), "x"),
    ],
    [
      "a scrambled pg_control",
      (d: string) => writeFileSync(path.join(d, "global", "pg_control"), randomBytes(8192)),
    ],
  ])("with %s: exits with a clear message and touches nothing", async (_what, damage) => {
    const dataDir = await damagedCopy(damage);
    const before = fingerprint(dataDir);
    const { code, output } = await expectStartFailure({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(output).toMatch(/twirl: .*not a readable Twirl database.*Nothing was changed/);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(fingerprint(dataDir)).toEqual(before);
  });
});

describe("a start that cannot go on", () => {
  it.each([
    [
      "DATA_DIR is a file",
      (dataDir: string) => {
        rmSync(dataDir, { recursive: true });
        writeFileSync(dataDir, "x");
      },
      /twirl: DATA_DIR .* is a file, not a folder\. Point DATA_DIR at a folder/,
    ],
    [
      "twirl.lock is a folder",
      (dataDir: string) => mkdirSync(path.join(dataDir, "twirl.lock")),
      /twirl: .*twirl\.lock is a folder .* holds no data: remove it and start again/,
    ],
    [
      "the database folder is a file",
      (dataDir: string) => writeFileSync(path.join(dataDir, "pglite"), "x"),
      /twirl: .*pglite is a file where the database folder should be\. Nothing was changed/,
    ],
  ])("when %s, says so in one sentence with the right advice", async (_what, damage, message) => {
    const dataDir = tempDataDir();
    damage(dataDir);
    const { code, output } = await expectStartFailure({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("with a damaged settings table, says what is wrong without a stack trace", async () => {
    const dataDir = tempDataDir();
    const s = await start(dataDir);
    expect(await s.stop()).toBe(0);
    const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
    await db.exec("drop table app_settings");
    await db.close();
    const { code, output } = await expectStartFailure({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(output).toMatch(/^twirl: /m);
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe("the DATA_DIR lock", () => {
  it("refuses a second server on a DATA_DIR a live one holds", async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const { code, output } = await expectStartFailure({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(output).toContain(`is in use by another Twirl server (process ${first.child.pid})`);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it.each([
    ["a dead process", () => spawnSync(process.execPath, ["-e", "0"]).pid ?? 1],
    ["a live process that is not Twirl (a recycled id)", () => process.pid],
    ["-1", () => -1],
    ["0", () => 0],
  ])("starts over a twirl.lock naming %s", async (_what, pid) => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, "twirl.lock"), String(pid()));
    const s = await start(dataDir);
    expect(readFileSync(path.join(dataDir, "twirl.lock"), "utf8")).toBe(String(s.child.pid));
    expect(await s.stop()).toBe(0);
  });
});

describe("results in an account through kill -9", () => {
  it("keeps every acknowledged result written while the server is killed", async () => {
    const mail = await startMailServer();
    try {
      const dataDir = tempDataDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: mail.url, LOG_LEVEL: "warn" };
      const first = await spawnServer(env);
      servers.push(first);
      const cookie = await signUpAndIn(first.url, mail, "killed@example.com");
      const acknowledged: string[] = [];
      let killed = false;
      const base = Date.now() - 24 * 3_600_000;
      const writing = (async () => {
        // Under api_request's 100 a minute; 20 s apart, as the account's rule wants.
        for (let i = 0; i < 90 && !killed; i++) {
          const result = {
            id: `k${i}`,
            winner: "Ada",
            type: "participants",
            timestamp: base + i * 20_000,
            spinnerName: "",
          };
          try {
            const res = await fetch(`${first.url}/api/results`, {
              method: "POST",
              headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
              body: JSON.stringify({ result }),
            });
            if (res.status === 200 && (await res.json()).recorded) acknowledged.push(result.id);
          } catch {
            return; // the server is gone
          }
        }
      })();
      // Killed in the middle of the stream, with a write in flight.
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 2));
      first.child.kill("SIGKILL");
      killed = true;
      await writing;
      await first.stop();
      expect(acknowledged.length).toBeGreaterThan(0);

      const second = await spawnServer(env);
      servers.push(second);
      const res = await fetch(`${second.url}/api/results`, { headers: { cookie } });
      const ids = ((await res.json()).results as { id: string }[]).map((r) => r.id);
      expect(acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
    } finally {
      await mail.close();
    }
  });
});

/** Signs up through the API, opens the mailed link and signs in: the session's cookie. */
async function signUpAndIn(url: string, mail: MailServer, email: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${url}${route}`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const password = "correct horse battery";
  await post("/api/auth/sign-up/email", { email, password, name: "" });
  const link = (await mail.next(email)).link as string;
  await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: "manual" });
  const signedIn = await post("/api/auth/sign-in/email", { email, password });
  expect(signedIn.status).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
