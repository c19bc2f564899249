/**
 * Opening a share link from a cold browser (a new context: no cache, no storage) until the
 * play screen shows the shared spinner's name and its wheel: budget 1.5 s. Median of 5.
 * Run: npx tsx bench/share-open.ts
 */
import { DEFAULT_SIDEBAR_SETTINGS } from "../core/lists/sidebar-settings";
import { withAppInChromium } from "./harness";

const RUNS = 5;

await withAppInChromium(async ({ url, browser }) => {
  const made = await fetch(`${url}/api/spinners`, {
    method: "POST",
    // The harness's server keeps the default PUBLIC_URL, whose origin changes must carry.
    headers: { origin: "http://localhost:3000", "content-type": "application/json" },
    body: JSON.stringify({
      share: true,
      spinner: {
        name: "Bench night",
        participants: ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara"],
        style: "wheel",
        language: "en",
        theme: "light",
        sound: true,
        spinTime: 5000,
        settings: DEFAULT_SIDEBAR_SETTINGS,
      },
    }),
  });
  if (made.status !== 201) throw new Error(`could not share: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as { id: string };
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${url}/share/${id}`);
    await page.getByRole("heading", { name: "Bench night" }).waitFor();
    await page.getByRole("button", { name: "Spin the wheel" }).waitFor();
    times.push(performance.now() - t0);
    await context.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  console.log(
    `share link to the spinner on the play screen, cold browser: median ${Math.round(median)} ms (runs ${times.map(Math.round).join(", ")}) (budget 1500 ms)`,
  );
});
