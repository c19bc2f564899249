/**
 * Language figures (printed, not pass/fail): the gzip size of each language's bundle, and
 * how many frames a switch takes to show the new language when its bundle is cached.
 * Run: npx tsx bench/i18n.ts
 */

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { withAppInChromium } from "./harness";

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
  await withAppInChromium(async ({ url, browser }) => {
    const assets = path.resolve("dist/web/assets");
    // Each language has two chunks of the same name: the play screen's and the help area's
    // (which begins with its layout strings).
    const chunks = (code: string) =>
      readdirSync(assets)
        .filter((f) => new RegExp(`^${code}-[\\w-]+\\.js$`).test(f))
        .map((f) => readFileSync(path.join(assets, f)));
    const sizes = CODES.map((code) => {
      const files = chunks(code);
      const help = files.find((b) => b.subarray(0, 40).toString().includes("layout:"));
      const app = files.find((b) => b !== help);
      return { code, gz: app ? gzipSync(app).length : 0, helpGz: help ? gzipSync(help).length : 0 };
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(`localStorage.setItem("guidanceShown", "true");`);
    await page.goto(url);
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
      `  help area, loaded only there: ${sizes.map((s) => `${s.code} ${(s.helpGz / 1024).toFixed(1)} KB`).join(", ")}`,
    );
    console.log(
      `  largest play-screen bundle: ${(Math.max(...sizes.map((s) => s.gz)) / 1024).toFixed(1)} KB, largest help bundle: ${(Math.max(...sizes.map((s) => s.helpGz)) / 1024).toFixed(1)} KB (budget 40 KB)`,
    );
    console.log(
      `switch to Spanish, first time (bundle loaded): ${first.frames} frame(s), ${first.ms.toFixed(1)} ms`,
    );
    console.log(
      `switch back to English (bundle cached): ${cached.frames} frame(s), ${cached.ms.toFixed(1)} ms`,
    );
  });
}

await main();
