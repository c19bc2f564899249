import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/** A file of the repository, parsed as JSON. */
export const json = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8"));

/** A string of the play screen's or an area's file, by dotted key. */
export function str(language: string, key: string, area?: string): string {
  let node = json(area ? `web/locales/${area}/${language}.json` : `web/locales/${language}.json`);
  for (const part of key.split(".")) node = node[part];
  return node as string;
}

/** Opens / in `language` with the Playwright clock installed, past the image preloader. */
export async function openIn(
  page: Page,
  language: string,
  size: { width: number; height: number } = { width: 1280, height: 900 },
) {
  await page.addInitScript(
    (code) => localStorage.setItem("language", JSON.stringify(code)),
    language,
  );
  await page.clock.install();
  await page.setViewportSize(size);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const overlay = page.getByRole("progressbar");
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(overlay).toHaveCount(0, { timeout: 250 });
  }).toPass({ timeout: 15_000 });
}
