import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { buildWeb } from "../scripts/build";
import { chromiumLaunchOptions } from "../scripts/chromium";
import { spawnServer } from "../server/testing/spawn-server";

/**
 * Builds the app, serves it on a free port with a temporary DATA_DIR and opens Debian's
 * Chromium; everything is closed again when `run` ends.
 */
export async function withAppInChromium(
  run: (app: { url: string; browser: Browser }) => Promise<void>,
) {
  await buildWeb();
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-bench-"));
  const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "" });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await run({ url: server.url, browser });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
