/**
 * Game card figures (printed, not pass/fail), in Chromium against the built app:
 * - network requests to /cdn between the end of a spin and the trivia card on screen, and
 *   how long the card takes to appear after its 3 s delay (the question is in memory);
 * - the published block files answering 304 to a repeat request.
 * Run: npx tsx bench/cards.ts
 */

import { withAppInChromium } from "./harness";

/** In-page timestamps of the result and the card appearing (a string: tsx would wrap a function). */
const WATCH = `
  window.__marks = {};
  new MutationObserver(() => {
    const m = window.__marks;
    if (!m.result && document.querySelector(".spinner-result-winner")) m.result = performance.now();
    if (!m.card && document.querySelector('dialog[open], [role="dialog"]')) m.card = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });`;

async function main() {
  await withAppInChromium(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(
      `localStorage.setItem("guidanceShown", "true"); localStorage.setItem("funModeGameType", '"trivia"');`,
    );
    await page.goto(url);
    await page.getByText("Ready to spin!").waitFor({ state: "detached", timeout: 20_000 });
    await page.waitForTimeout(3000);
    await page.evaluate(WATCH);

    const cdn: string[] = [];
    let stopped = false;
    page.on("request", (r) => {
      if (stopped && r.url().includes("/cdn/")) cdn.push(r.url());
    });
    await page.getByRole("button", { name: "Spin the wheel" }).click();
    await page.locator(".spinner-result-winner").waitFor({ timeout: 20_000 });
    stopped = true;
    const card = page.getByRole("dialog", { name: "Trivia" });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole("button", { name: /Tap to flip/ }).click();
    await card.getByRole("radio").first().waitFor();
    const marks = await page.evaluate<{ result: number; card: number }>("window.__marks");
    // The result shows 300 ms after the stop and the card 3 s after it.
    const cardLatency = marks.card - marks.result - 2700;

    const block = `${url}/cdn/trivia/trivia-s1-en-block-1.json`;
    const first = await fetch(block);
    const body = await first.text();
    const etag = first.headers.get("etag") ?? "";
    const repeat = await fetch(block, { headers: { "if-none-match": etag } });
    const repeatBody = await repeat.text();

    console.log("trivia card after a spin, Chromium headless:");
    console.log(`  /cdn requests between the stop and the question on screen: ${cdn.length}`);
    console.log(
      `  card on screen ${cardLatency.toFixed(0)} ms after its 3 s delay (question from memory)`,
    );
    console.log(
      `published block trivia-s1-en-block-1.json: first ${first.status} (${body.length} bytes), repeat with If-None-Match ${repeat.status} (${repeatBody.length} bytes)`,
    );
  });
}

await main();
