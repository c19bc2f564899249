/**
 * Bad requests against every route, on PGlite and on PostgreSQL (a database of its own):
 * random JSON and non-JSON bodies, NUL and control characters, over-long and wrong-typed
 * fields, odd paths and percent-encodings. Prints how many answers were 5xx and how many
 * left without the { error: { code, message } } shape (goal: 0 and 0).
 * Run: npx tsx bench/fuzz.ts   (FUZZ_REQUESTS=1500 per engine by default)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { spawnServer } from "../server/testing/spawn-server";
import { withOwnDatabase } from "./own-database";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u001b[31m",
    "%00",
    "<script>x</script>",
    "x".repeat(6000),
  ),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const contactBody = fc.record(
  {
    name: value,
    email: value,
    contactType: fc.oneof(value, fc.constant("bug-report")),
    subject: value,
    message: value,
    browserInfo: value,
    appVersion: value,
    challengeToken: value,
    challengeAnswer: value,
  },
  { requiredKeys: [] },
);
const segment = fc.oneof(
  fc.constantFrom(
    "trivia",
    "truth-dare",
    "poker",
    "index.json",
    "%E0%A4%A",
    "%00",
    "..",
    "a".repeat(300),
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    "trivia-s1-en-block-0.json",
    "trivia-s1-en-block-99999.json",
    "trivia-s1-xx-index.json",
  ),
);
const request = fc.oneof(
  fc.record({
    method: fc.constant("POST"),
    url: fc.constant("/api/contact"),
    body: contactBody.map((b) => JSON.stringify(b)),
  }),
  fc.record({
    method: fc.constant("POST"),
    url: fc.constant("/api/contact"),
    body: fc.string({ maxLength: 200 }),
  }),
  fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
    url: fc
      .array(segment, { minLength: 1, maxLength: 3 })
      .map((s) => `/${fc.sample(fc.constantFrom("cdn", "api", "help"), 1)[0]}/${s.join("/")}`),
    body: fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
  }),
  fc.record({
    method: fc.constant("GET"),
    url: fc
      .constantFrom(
        "/api/health",
        "/api/version",
        "/api/client-config",
        "/api/contact/challenge",
        "/robots.txt",
        "/sitemap.xml",
        "/",
      )
      .chain((u) =>
        fc
          .string({ maxLength: 30 })
          .map((q) => `${u}?${encodeURIComponent(q)}=${q.replaceAll("#", "")}`),
      ),
    body: fc.constant(undefined),
  }),
);

async function fuzz(engine: string, base: string) {
  let fivexx = 0;
  let shapeless = 0;
  const samples: string[] = [];
  for (const r of fc.sample(request, REQUESTS)) {
    const res = await fetch(`${base}${r.url}`, {
      method: r.method,
      headers: r.body === undefined ? {} : { "content-type": "application/json" },
      ...(r.body === undefined || r.method === "GET" ? {} : { body: r.body }),
    }).catch((err: Error) => ({ status: 0, err }) as const);
    if (!("headers" in res)) continue;
    const body = await res.text();
    if (res.status >= 500) {
      fivexx++;
      if (samples.length < 3) samples.push(`${r.method} ${r.url} -> ${res.status}`);
    }
    if (res.status >= 400 && (res.headers.get("content-type") ?? "").includes("json")) {
      try {
        const e = JSON.parse(body).error;
        if (typeof e?.code !== "string" || typeof e?.message !== "string") shapeless++;
      } catch {
        shapeless++;
      }
    }
  }
  console.log(
    `${engine}: ${REQUESTS} bad requests, ${fivexx} answered 5xx, ${shapeless} errors without the error shape${samples.length ? ` (e.g. ${samples.join("; ")})` : ""}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-fuzz-"));
const embedded = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error" });
try {
  await fuzz("PGlite", embedded.url);
} finally {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const done = await withOwnDatabase(async (url) => {
  const server = await spawnServer({ DATABASE_URL: url, LOG_LEVEL: "error" });
  try {
    await fuzz("PostgreSQL", server.url);
  } finally {
    await server.stop();
  }
  return true;
});
if (!done) console.log("PostgreSQL: not fuzzed (none at BENCH_DATABASE_URL)");
