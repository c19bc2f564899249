/**
 * Language figures (printed, not pass/fail): the gzip size of each language's bundle, and
 * how many frames a switch takes to show the new language when its bundle is cached.
 * Run: npx tsx bench/i18n.ts
 */

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { withAppInChromium } from "./harness";

/** The string areas: every folder of web/locales (help, info, cards, panels...). */
const AREAS = readdirSync("web/locales", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // Each language's strings: the play screen's file, and each area's (loaded with its
    // feature), measured as the minified JSON the build ships.
    const gz = (file: string) =>
      gzipSync(JSON.stringify(JSON.parse(readFileSync(path.resolve(file), "utf8")))).length;
    const sizes = CODES.map((code) => ({
      code,
      gz: gz(`web/locales/${code}.json`),
      areas: AREAS.map((area) => ({ area, gz: gz(`web/locales/${area}/${code}.json`) })),
    }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(`localStorage.setItem("guidanceShown", "true");`);
    await page.goto(url);
    await page.getByText("Ready to spin!").waitFor({ state: "detached", timeout: 20_000 });
    // The dialog loads when first opened: wait for its buttons before timing a switch.
    const open = async () => {
      await page.getByRole("button", { name: /^(Language|Idioma)$/ }).click();
      await page.locator(".language-option").first().waitFor();
    };
    await open();
    const first = await page.evaluate<{ frames: number; ms: number }>(switchTo("es", "Menú"));
    await page.waitForTimeout(500);
    await open();
    const cached = await page.evaluate<{ frames: number; ms: number }>(switchTo("en", "Menu"));

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log("strings per language, gzip:");
    console.log(`  play screen: ${sizes.map((s) => `${s.code} ${kb(s.gz)}`).join(", ")}`);
    for (const area of AREAS) {
      const line = sizes.map(
        (s) => `${s.code} ${kb(s.areas.find((a) => a.area === area)?.gz ?? 0)}`,
      );
      console.log(`  ${area} area, loaded with its feature: ${line.join(", ")}`);
    }
    const largest = Math.max(...sizes.flatMap((s) => [s.gz, ...s.areas.map((a) => a.gz)]));
    console.log(`  largest file: ${kb(largest)} (budget 40 KB)`);
    console.log(
      `switch to Spanish, first time (bundle loaded): ${first.frames} frame(s), ${first.ms.toFixed(1)} ms`,
    );
    console.log(
      `switch back to English (bundle cached): ${cached.frames} frame(s), ${cached.ms.toFixed(1)} ms`,
    );
  });
}

await main();
