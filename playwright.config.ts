import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

/** Journeys run in Debian's Chromium against the built app (see e2e/global-setup.ts). */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One retry in CI, reported as "flaky" in the output: a journey that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
});
