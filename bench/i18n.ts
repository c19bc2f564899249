/**
 * Language figures (printed, not pass/fail): the gzip size of each language's bundle, and
 * how many frames a switch takes to show the new language when its bundle is cached.
 * Run: npx tsx bench/i18n.ts
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { buildWeb } from "../scripts/build";
import { spawnServer } from "../server/testing/spawn-server";

const CODES = ["en", "es", "fr", "hi", "de", "it", "ja", "nl", "pt", "ru", "ar"];

/** Clicks a language in the open picker and counts animation frames until it shows. */
const switchTo = (code: string, tabText: string) => `new Promise((resolve) => {
  const start = performance.now();
  let frames = 0;
  [...document.querySelectorAll(".language-option")].find((b) => b.lang === "${code}").click();
  const check = () => {
    frames += 1;
    const tab = document.querySelector('[role="tab"]');
    if (document.documentElement.lang === "${code}" && tab && tab.textContent.includes(${JSON.stringify(tabText)})) {
      resolve({ frames, ms: performance.now() - start });
    } else if (frames < 120) requestAnimationFrame(check);
    else resolve({ frames, ms: performance.now() - start });
  };
  requestAnimationFrame(check);
})`;

async function main() {
  await buildWeb();
  const assets = path.resolve("dist/web/assets");
  const sizes = CODES.map((code) => {
    const file = readdirSync(assets).find((f) => new RegExp(`^${code}-[\\w-]+\\.js$`).test(f));
    return { code, gz: file ? gzipSync(readFileSync(path.join(assets, file))).length : 0 };
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-i18n-"));
  const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(`localStorage.setItem("guidanceShown", "true");`);
    await page.goto(server.url);
    await page.getByText("Ready to spin!").waitFor({ state: "detached", timeout: 20_000 });
    const open = () => page.getByRole("button", { name: /^(Language|Idioma)$/ }).click();
    await open();
    const first = await page.evaluate<{ frames: number; ms: number }>(switchTo("es", "Menú"));
    await page.waitForTimeout(500);
    await open();
    const cached = await page.evaluate<{ frames: number; ms: number }>(switchTo("en", "Menu"));

    console.log("language bundles, gzip:");
    console.log(`  ${sizes.map((s) => `${s.code} ${(s.gz / 1024).toFixed(1)} KB`).join(", ")}`);
    console.log(
      `  largest: ${(Math.max(...sizes.map((s) => s.gz)) / 1024).toFixed(1)} KB (budget 40 KB)`,
    );
    console.log(
      `switch to Spanish, first time (bundle loaded): ${first.frames} frame(s), ${first.ms.toFixed(1)} ms`,
    );
    console.log(
      `switch back to English (bundle cached): ${cached.frames} frame(s), ${cached.ms.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
