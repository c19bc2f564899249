/**
 * Spinner figures in Chromium (printed, not pass/fail), for a 36-name wheel:
 * - during a spin: p95 main-thread time per frame, long tasks (> 50 ms), React commits;
 * - the same spin under 4x CPU throttling: fps and the longest frame;
 * - the wheel idle: main-thread busy share and paints;
 * - the same wheel with everything issue 18 adds turned on (a picture on every slice, a
 *   colour theme, a centre picture, a background, confetti), over the spin and its confetti;
 * - the gzip JS and CSS that / loads in Chromium (first and returning visit, dynamic imports
 *   included), against a React 19 hello world built with the same Vite config in the same run
 *   and measured the same way.
 * Run: npx tsx bench/spin.ts
 */

import type { Page } from "@playwright/test";
import { helloWorldBytes, kb, loadedBytes, totalBytes as total } from "./bundle-size";
import { withAppInChromium } from "./harness";
import { mainThreadTasks, type TraceEvent } from "./trace";

const NAMES = Array.from({ length: 36 }, (_, i) => ({
  id: String(i + 1),
  name: `Player ${i + 1}`,
}));
const SPIN_MS = 14_000;

/** Counts React commits through the DevTools hook (a string: tsx would wrap a function). */
const COUNT_COMMITS = `
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: () => { window.__commits++; },
  };`;

/**
 * Intervals between animation frames over `ms`, counted from the frame in which the spin
 * button is clicked: the click is made from the first frame's callback, so the frame that
 * handles it is measured too (a plain string: tsx would wrap a function).
 */
async function spinFrameIntervals(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const stamps = [];
    const start = performance.now();
    const tick = (t) => {
      if (stamps.length === 0) document.getElementById("spin").click();
      stamps.push(t);
      if (t - start < ${ms}) requestAnimationFrame(tick);
      else resolve(stamps.slice(1).map((s, i) => s - stamps[i]));
    };
    requestAnimationFrame(tick);
  })`);
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;

async function openWheel(page: Page, url: string) {
  await page.addInitScript(COUNT_COMMITS);
  await page.addInitScript((names) => {
    localStorage.setItem("savedParticipants", JSON.stringify(names));
    localStorage.setItem("guidanceShown", "true");
    localStorage.setItem("spinHintShown", "true");
  }, NAMES);
  await page.goto(url);
  await page.getByText("Ready to spin!").waitFor({ state: "detached", timeout: 20_000 });
  // A person moves the pointer towards the wheel and looks for a moment: that first move
  // loads the sound synthesizer, which warms up while the page is idle.
  await page.mouse.move(200, 200);
  await page.waitForTimeout(3000);
}

/**
 * Everything on: each name with a 96 px picture as the app keeps it (WebP, drawn here in a
 * canvas), the colour-blind-safe bold theme, a centre picture, a background of its own, and
 * confetti (on by default).
 */
async function openFullWheel(page: Page, url: string) {
  await page.addInitScript(COUNT_COMMITS);
  // A plain string: tsx would wrap the nested function with a helper the page lacks.
  await page.addInitScript(`
    const picture = (hue) => {
      const canvas = document.createElement("canvas");
      canvas.width = 96;
      canvas.height = 96;
      const c = canvas.getContext("2d");
      const g = c.createLinearGradient(0, 0, 96, 96);
      g.addColorStop(0, "hsl(" + hue + " 80% 60%)");
      g.addColorStop(1, "hsl(" + (hue + 120) + " 70% 35%)");
      c.fillStyle = g;
      c.fillRect(0, 0, 96, 96);
      c.fillStyle = "#ffffff";
      c.beginPath();
      c.arc(48, 40, 18, 0, Math.PI * 2);
      c.fill();
      return canvas.toDataURL("image/webp", 0.82);
    };
    const names = ${JSON.stringify(NAMES)};
    localStorage.setItem(
      "savedParticipants",
      JSON.stringify(names.map((n, i) => ({ ...n, image: picture(i * 10) }))),
    );
    localStorage.setItem("wheelLook", JSON.stringify({
      theme: "safeBold",
      colors: ["#000000", "#e69f00", "#56b4e9", "#0072b2", "#f0e442", "#cc79a7", "#d55e00", "#009e73"],
      center: picture(200),
      background: "#fef3c7",
    }));
    localStorage.setItem("guidanceShown", "true");
    localStorage.setItem("spinHintShown", "true");
  `);
  await page.goto(url);
  await page.getByText("Ready to spin!").waitFor({ state: "detached", timeout: 20_000 });
  // The pictures' part loads for a wheel that has one.
  await page
    .locator(".wheel-svg image")
    .nth(36)
    .waitFor({ state: "attached", timeout: 10_000 })
    .catch(() => {});
  const drawn = await page.locator(".wheel-svg image").count();
  if (drawn !== 37) {
    const stored = await page.evaluate(() => [
      localStorage.getItem("savedParticipants")?.length,
      localStorage.getItem("wheelLook")?.slice(0, 200),
    ]);
    throw new Error(`expected 36 slice pictures and a centre one, found ${drawn} (${stored})`);
  }
  await page.mouse.move(200, 200);
  await page.waitForTimeout(3000);
}

/** The spin and its celebration: the stop at 14 s, the result 0.3 s later, 2.5 s of confetti. */
const SPIN_AND_CONFETTI_MS = SPIN_MS + 300 + 2_700;

async function traced(
  page: Page,
  browser: import("@playwright/test").Browser,
  work: () => Promise<void>,
) {
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await work();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/**
 * A returning visit with the browser cache on, as a person has it: the page is visited, then
 * opened again. Counts what still goes to the server (revalidations answer 304) and what the
 * cache answers alone.
 */
async function returningVisit(browser: import("@playwright/test").Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await context.newPage();
  await first.goto(url, { waitUntil: "networkidle" });
  // A new tab, as a person coming back would open one: the memory cache went with the first.
  const page = await context.newPage();
  await first.close();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = { network: [] as string[], revalidated: [] as string[], cached: 0 };
  const fromCache = new Set<string>();
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const path = new URL(response.url).pathname;
    if (response.fromDiskCache || fromCache.has(requestId)) seen.cached++;
    else if (response.status === 304) seen.revalidated.push(path);
    else seen.network.push(path);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return seen;
}

async function main() {
  await withAppInChromium(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openWheel(page, url);
    const spinButton = page.getByRole("button", { name: "Spin the wheel" });

    // 1. An unthrottled spin, traced with nothing of the harness on the main thread (no rAF
    //    loop), its main-thread time spread over the 60 Hz frames of the 14 s.
    let commits = 0;
    const events = await traced(page, browser, async () => {
      await page.evaluate("window.__commits = 0");
      await spinButton.click();
      await page.waitForTimeout(SPIN_MS);
      commits = await page.evaluate<number>("window.__commits");
    });
    const spin = mainThreadTasks(events);
    const perFrame = spin.perFrameMs(Math.round(SPIN_MS / (1000 / 60)));
    await page.waitForTimeout(8_000); // result stage ends

    // 1b. The same, untraced, counting frames with a rAF loop from the click.
    const frames = await spinFrameIntervals(page, SPIN_MS);
    await page.waitForTimeout(8_000);

    // 2. Idle wheel, traced for 5 s.
    const idleEvents = await traced(page, browser, () => page.waitForTimeout(5_000));
    const idle = mainThreadTasks(idleEvents);
    const running = await page.evaluate<string>(
      "JSON.stringify(document.getAnimations().filter((a) => a.playState === 'running').map((a) => (a.animationName || 'waapi') + ':' + (a.effect?.target?.className?.baseVal ?? a.effect?.target?.className)))",
    );

    // 2b. The info section in view (its how-to animation playing), traced for 5 s.
    const info = page.getByRole("heading", { name: "What is Twirl?" });
    for (let i = 0; i < 20 && !(await info.isVisible()); i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
    }
    await page.getByTestId("how-to-animation").scrollIntoViewIfNeeded();
    await page.waitForTimeout(2_000);
    const infoIdle = mainThreadTasks(await traced(page, browser, () => page.waitForTimeout(5_000)));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1_000);

    // 3. A spin under 4x CPU throttling.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const throttled = await spinFrameIntervals(page, SPIN_MS);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    await page.close();

    // 4. Everything on: pictures on all 36 slices, a theme, a centre picture, a background and
    //    confetti, over the spin and its confetti; traced, then under 4x CPU throttling.
    const full = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openFullWheel(full, url);
    let confettiSeen = 0;
    const fullEvents = await traced(full, browser, async () => {
      await full.getByRole("button", { name: "Spin the wheel" }).click();
      await full.waitForTimeout(SPIN_MS + 800);
      confettiSeen = await full.evaluate<number>("document.querySelectorAll('.confetti i').length");
      await full.waitForTimeout(SPIN_AND_CONFETTI_MS - SPIN_MS - 800);
    });
    const fullSpin = mainThreadTasks(fullEvents);
    const fullPerFrame = fullSpin.perFrameMs(Math.round(SPIN_AND_CONFETTI_MS / (1000 / 60)));
    await full.waitForTimeout(6_000);
    const fullCdp = await full.context().newCDPSession(full);
    await fullCdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const fullThrottled = await spinFrameIntervals(full, SPIN_AND_CONFETTI_MS);
    await fullCdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await full.waitForTimeout(6_000);
    const fullIdle = mainThreadTasks(await traced(full, browser, () => full.waitForTimeout(5_000)));
    await full.close();

    const first = await loadedBytes(browser, url);
    const returning = await loadedBytes(browser, url, { returning: true });
    const cachedVisit = await returningVisit(browser, url);
    const hello = await helloWorldBytes(browser);
    const ratio = total(first) / total(hello);
    const fps = (xs: number[]) => (1000 * xs.length) / xs.reduce((a, b) => a + b, 0);

    console.log("36-name wheel, one spin (14 s), Chromium headless:");
    console.log(
      `  main-thread time per frame: p50 ${pct(perFrame, 0.5).toFixed(2)} ms, p95 ${pct(perFrame, 0.95).toFixed(2)} ms (${perFrame.length} frames)`,
    );
    console.log(
      `  long tasks (> 50 ms): ${spin.longTasks}; longest task ${spin.longestMs.toFixed(1)} ms`,
    );
    console.log(`  React commits during the spin: ${commits} (frames: ${perFrame.length})`);
    console.log("  frames counted from the one that handles the click:");
    console.log(
      `  unthrottled: ${fps(frames).toFixed(1)} fps, longest frame ${Math.max(...frames).toFixed(1)} ms`,
    );
    console.log(
      `  4x CPU throttling: ${fps(throttled).toFixed(1)} fps, longest frame ${Math.max(...throttled).toFixed(1)} ms, frames over 25 ms: ${throttled.filter((f) => f > 25).length} (at ${throttled.flatMap((f, i) => (f > 25 ? [`frame ${i}, ${Math.round(throttled.slice(0, i).reduce((a, b) => a + b, 0))} ms`] : [])).join("; ") || "-"})`,
    );
    console.log(
      `idle wheel, 5 s: main thread busy ${((idle.busyMs / 5000) * 100).toFixed(2)}%, paints ${idle.paints}, running animations ${running}`,
    );
    console.log(
      `info section in view, 5 s: main thread busy ${((infoIdle.busyMs / 5000) * 100).toFixed(2)}%, paints ${infoIdle.paints}`,
    );
    console.log(
      "36 names with a picture each, a theme, a centre picture, a background, confetti (spin + 3 s of celebration):",
    );
    console.log(
      `  main-thread time per frame: p50 ${pct(fullPerFrame, 0.5).toFixed(2)} ms, p95 ${pct(fullPerFrame, 0.95).toFixed(2)} ms (${fullPerFrame.length} frames; budget p95 <= 1.5 ms); long tasks ${fullSpin.longTasks}; confetti pieces falling 0.5 s after the stop: ${confettiSeen}`,
    );
    console.log(
      `  4x CPU throttling, from the click: ${fps(fullThrottled).toFixed(1)} fps, longest frame ${Math.max(...fullThrottled).toFixed(1)} ms, frames over 25 ms: ${fullThrottled.filter((f) => f > 25).length} (at ${fullThrottled.flatMap((f, i) => (f > 25 ? [`frame ${i}, ${Math.round(fullThrottled.slice(0, i).reduce((a, b) => a + b, 0))} ms`] : [])).join("; ") || "-"})`,
    );
    console.log(
      `  idle, 5 s: main thread busy ${((fullIdle.busyMs / 5000) * 100).toFixed(2)}% (budget <= 0.5%), paints ${fullIdle.paints}`,
    );
    console.log(
      `/ loads, first visit: JS ${kb(first.js)} KB + CSS ${kb(first.css)} KB + strings ${kb(first.strings)} KB gzip = ${kb(total(first))} KB`,
    );
    console.log(`/ loads, returning visit: ${kb(total(returning))} KB gzip`);
    console.log(
      `returning visit, browser cache on: ${cachedVisit.cached} files from the cache, ${cachedVisit.revalidated.length} revalidated (${cachedVisit.revalidated.join(", ") || "-"}), ${cachedVisit.network.length} fetched (${cachedVisit.network.join(", ") || "-"})`,
    );
    console.log(`React 19 hello world, same Vite config: ${kb(total(hello))} KB gzip`);
    console.log(
      `ratio first visit / hello world: ${ratio.toFixed(3)}x (budget 1.35x): ${ratio <= 1.35 ? "within budget" : "OVER budget"}`,
    );
    console.log(
      `images / loads, first visit (not in the budget): ${kb(first.images)} KB gzip, of which the icon sprite ${kb(first.files.find((f) => /\/icons-[\w-]+\.svg$/.test(f.path))?.gzip ?? 0)} KB`,
    );
    console.log("JS, CSS and strings loaded on the first visit (gzip):");
    for (const f of first.files.filter((f) => f.type !== "image")) {
      console.log(`  ${kb(f.gzip)} KB  ${f.path}`);
    }
  });
}

await main();
