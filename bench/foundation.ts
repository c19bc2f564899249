/**
 * Foundation figures (printed, not pass/fail): cold start to the first 200 from /api/health
 * with an empty and an existing DATA_DIR, the gzip bytes of the JS and CSS that / loads (first
 * visit in Chromium, dynamic imports included), and the idle server's resident memory. Run: npm run bench
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildServer, buildWeb } from "../scripts/build";
import { chromiumLaunchOptions } from "../scripts/chromium";
import { spawnServer } from "../server/testing/spawn-server";
import { loadedBytes } from "./bundle-size";
import { withOwnDatabase } from "./own-database";

const RUNS = 3;

async function coldStart(
  dataDir: string,
  databaseUrl = "",
): Promise<{ ms: number; pid: number; stop(): void }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const t0 = performance.now();
  // What `npm start` runs: the compiled server.
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
    },
    stdio: "ignore",
  });
  const deadline = t0 + 60_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) {
        return {
          ms: performance.now() - t0,
          pid: child.pid ?? 0,
          stop: () => child.kill("SIGTERM"),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill("SIGKILL");
  throw new Error("server did not answer within 60 s");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function exitOf(pid: number) {
  while (existsSync(`/proc/${pid}`)) await new Promise((r) => setTimeout(r, 20));
}

async function main() {
  await buildServer();
  const empty: number[] = [];
  const existing: number[] = [];
  let rssKb = 0;
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), "twirl-bench-"));
    const first = await coldStart(dir);
    empty.push(first.ms);
    first.stop();
    await exitOf(first.pid);
    const second = await coldStart(dir);
    existing.push(second.ms);
    if (i === RUNS - 1) {
      await new Promise((r) => setTimeout(r, 3000)); // let start-up garbage settle
      const status = readFileSync(`/proc/${second.pid}/status`, "utf8");
      rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }
    second.stop();
    await exitOf(second.pid);
    rmSync(dir, { recursive: true, force: true });
  }

  // The same idle figure on PostgreSQL, when one is at hand (PGlite's WASM heap is the bulk).
  let pgRssKb = 0;
  const pgDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-pg-"));
  try {
    // A database of its own, dropped afterwards; none at hand leaves the figure out.
    await withOwnDatabase(async (pgUrl) => {
      const pgServer = await coldStart(pgDir, pgUrl);
      await new Promise((r) => setTimeout(r, 3000));
      pgRssKb = Number(
        /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pgServer.pid}/status`, "utf8"))?.[1] ?? 0,
      );
      pgServer.stop();
      await exitOf(pgServer.pid);
    });
  } catch {
    // PostgreSQL refused: the figure is left out
  }
  rmSync(pgDir, { recursive: true, force: true });

  // What / loads, measured in Chromium on a server started after the build (the server only
  // serves dist/web when it exists at start-up).
  await buildWeb();
  const webDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-web-"));
  const server = await spawnServer({ DATA_DIR: webDir, NODE_ENV: "production", DATABASE_URL: "" });
  const browser = await chromium.launch(chromiumLaunchOptions);
  let js = 0;
  let css = 0;
  let strings = 0;
  try {
    ({ js, css, strings } = await loadedBytes(browser, server.url));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  }

  const fmt = (xs: number[]) =>
    `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(", ")})`;
  console.log(`cold start to first 200 /api/health, empty DATA_DIR:    ${fmt(empty)}`);
  console.log(`cold start to first 200 /api/health, existing DATA_DIR: ${fmt(existing)}`);
  console.log(`JS that / loads, gzip:  ${(js / 1024).toFixed(1)} KB (${js} bytes)`);
  console.log(`CSS that / loads, gzip: ${(css / 1024).toFixed(1)} KB (${css} bytes)`);
  console.log(`strings / loads, gzip: ${(strings / 1024).toFixed(1)} KB (${strings} bytes)`);
  console.log(`idle server resident memory, PGlite: ${(rssKb / 1024).toFixed(1)} MB`);
  if (pgRssKb)
    console.log(`idle server resident memory, PostgreSQL: ${(pgRssKb / 1024).toFixed(1)} MB`);
}

await main();
