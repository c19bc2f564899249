/**
 * Lighthouse (mobile, its default simulated throttling: slow 4G and 4x CPU) on /, /help and
 * /help/faq, beside a React 19 hello world built with the same Vite config in the same run.
 * Each page is run RUNS times and the median of each figure is printed, with the goal of
 * issue 21: largest contentful paint at most the hello world's + 250 ms, score >= 98,
 * total blocking time <= 50 ms.
 * Run: npx tsx bench/lighthouse.ts
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../scripts/chromium";
import { serveHelloWorld } from "./bundle-size";
import { withAppInChromium } from "./harness";

const RUNS = 3;
const PAGES = ["/", "/help", "/help/faq"];
const LCP_MARGIN_MS = 250;

type Figures = { score: number; lcp: number; fcp: number; tbt: number; lcpElement: string };

/** Debian's Chromium with a DevTools port for Lighthouse; stopped when `run` ends. */
async function withDebuggingChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), "twirl-lighthouse-"));
  const chromium = spawn(chromiumLaunchOptions.executablePath, [
    ...chromiumLaunchOptions.args,
    "--remote-debugging-port=0",
    `--user-data-dir=${profile}`,
    "about:blank",
  ]);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = "";
      chromium.stderr.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (found) resolve(Number(found[1]));
      });
      chromium.once("exit", () => reject(new Error(`Chromium exited: ${seen}`)));
    });
    return await run(port);
  } finally {
    // Chromium writes its profile until it has exited: remove the folder only then.
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const element = audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function medianOf(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  const pick = (key: "score" | "lcp" | "fcp" | "tbt") => median(runs.map((r) => r[key]));
  const lcp = pick("lcp");
  const lcpElement = runs.find((r) => r.lcp === lcp)?.lcpElement ?? "?";
  return { score: pick("score"), lcp, fcp: pick("fcp"), tbt: pick("tbt"), lcpElement };
}

await withAppInChromium(async ({ url }) => {
  const hello = await serveHelloWorld();
  try {
    await withDebuggingChromium(async (port) => {
      const anchor = await medianOf(hello.url, port);
      const row = (name: string, f: Figures) =>
        `${name.padEnd(12)} score ${String(f.score).padStart(3)}  LCP ${f.lcp.toFixed(0).padStart(5)} ms  FCP ${f.fcp.toFixed(0).padStart(5)} ms  TBT ${f.tbt.toFixed(0).padStart(4)} ms`;
      console.log(`Lighthouse mobile, median of ${RUNS} runs each`);
      console.log(row("hello world", anchor));
      const limit = anchor.lcp + LCP_MARGIN_MS;
      for (const page of PAGES) {
        const f = await medianOf(new URL(page, url).href, port);
        const meets = f.lcp <= limit && f.score >= 98 && f.tbt <= 50;
        console.log(
          `${row(page, f)}  LCP - hello ${(f.lcp - anchor.lcp).toFixed(0).padStart(4)} ms  ${meets ? "meets" : "MISSES"} the goal`,
        );
        console.log(`${"".padEnd(12)} largest paint: ${f.lcpElement}`);
      }
      console.log(
        `goal: LCP <= hello + ${LCP_MARGIN_MS} ms (${limit.toFixed(0)} ms), score >= 98, TBT <= 50 ms`,
      );
    });
  } finally {
    await hello.close();
  }
});
