/**
 * /cdn under load, beside a bare Fastify hello in the same run: requests per second for a
 * published question block (brotli, as browsers ask) as a ratio to the hello's, and the p99
 * of a light route (/api/version) while /cdn is loaded at 50 connections. On PGlite and on
 * PostgreSQL (a database of its own on BENCH_DATABASE_URL's server, default the local one,
 * dropped afterwards). Load from 127.0.0.1 only, 5 s per figure.
 * Run: npx tsx bench/cdn.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { spawnServer } from "../server/testing/spawn-server";
import { withOwnDatabase } from "./own-database";

const SECONDS = 5;
const LOGS: Record<string, string> = process.env.BENCH_LOG_LEVEL
  ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL }
  : {};
const BLOCK = "/cdn/trivia/trivia-s1-en-block-1.json";

type Result = { rps: number; p99: number };

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return { rps: r.requests.average, p99: r.latency.p99 } satisfies Result;
}

/** A bare Fastify answering `/`: with a small JSON hello, or with a file's bytes from memory. */
async function hello(file?: string): Promise<{ url: string; child: ChildProcess }> {
  const body = file
    ? `const b=require("fs").readFileSync(${JSON.stringify(file)});f.get("/",(q,r)=>{r.header("content-type","text/javascript").header("content-encoding","br").send(b)});`
    : 'f.get("/",async()=>({hello:"world"}));';
  const code =
    `const f=require("fastify")();${body}` +
    'f.listen({port:0,host:"127.0.0.1"}).then((a)=>console.log(a));';
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve) =>
    child.stdout?.once("data", (d) => resolve(String(d).trim())),
  );
  return { url, child };
}

/** A response's body as it travels (still compressed), from node:http, which does not decode. */
function rawBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks)));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The first screen's app chunk, the page's module script (run after a build: npm run build). */
const APP_CHUNK = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(
  readFileSync(path.resolve("dist/web/index.html"), "utf8"),
)?.[1];

async function measure(engine: string, base: string, anchor: number, bytesAnchor: number) {
  if (APP_CHUNK) {
    const asset = await load(`${base}/assets/${APP_CHUNK}`, 50, { "accept-encoding": "br" });
    console.log(
      `${engine}: hashed asset /assets/${APP_CHUNK} (brotli, stored at build) ${Math.round(asset.rps)} req/s = ${(asset.rps / anchor).toFixed(2)}x hello (goal >= 0.5x), ` +
        `${(asset.rps / bytesAnchor).toFixed(2)}x a bare Fastify sending the same bytes from memory, p99 ${asset.p99} ms`,
    );
  }
  // The block's own bytes (brotli, as sent) from a bare Fastify's memory: its size's ceiling.
  const file = path.join(tmpdir(), `twirl-bench-block-${process.pid}.br`);
  writeFileSync(file, await rawBody(`${base}${BLOCK}`));
  const statSize = statSync(file).size;
  const same = await hello(file);
  const ceiling = (await load(same.url, 50)).rps;
  same.child.kill();
  rmSync(file, { force: true });
  const block = await load(`${base}${BLOCK}`, 50, { "accept-encoding": "br" });
  const [loaded, light] = await Promise.all([
    load(`${base}${BLOCK}`, 50, { "accept-encoding": "br" }),
    load(`${base}/api/version`, 1),
  ]);
  console.log(
    `${engine}: /cdn block ${Math.round(block.rps)} req/s = ${(block.rps / anchor).toFixed(2)}x hello (goal >= 0.5x), ` +
      `${(block.rps / ceiling).toFixed(2)}x a bare Fastify sending its ${(statSize / 1024).toFixed(1)} KB from memory (${Math.round(ceiling)} req/s), p99 ${block.p99} ms; ` +
      `/api/version p99 ${light.p99} ms while /cdn is loaded (${Math.round(loaded.rps)} req/s) (goal <= 25 ms)`,
  );
}

const h = await hello();
const anchor = await load(h.url, 50);
h.child.kill();
console.log(
  `bare Fastify hello: ${Math.round(anchor.rps)} req/s, p99 ${anchor.p99} ms (50 connections, ${SECONDS} s)`,
);
// The ceiling for a large file: the same brotli bytes from memory, no disk, no checks.
let bytesAnchor = Number.NaN;
if (APP_CHUNK) {
  const b = await hello(path.resolve(`dist/web/assets/${APP_CHUNK}.br`));
  bytesAnchor = (await load(b.url, 50)).rps;
  b.child.kill();
  console.log(
    `bare Fastify sending /assets/${APP_CHUNK}.br from memory: ${Math.round(bytesAnchor)} req/s = ${(bytesAnchor / anchor.rps).toFixed(2)}x hello`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-cdn-"));
const embedded = await spawnServer({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  NODE_ENV: "production",
  ...LOGS,
});
try {
  await measure("PGlite", embedded.url, anchor.rps, bytesAnchor);
} finally {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const measured = await withOwnDatabase(async (url) => {
  const server = await spawnServer({ DATABASE_URL: url, NODE_ENV: "production", ...LOGS });
  try {
    await measure("PostgreSQL", server.url, anchor.rps, bytesAnchor);
  } finally {
    await server.stop();
  }
  return true;
});
if (!measured) console.log("PostgreSQL: not measured (none at BENCH_DATABASE_URL)");
