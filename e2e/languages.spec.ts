import { expect, type Page, test } from "@playwright/test";
import { finishSpin, openPlay, scrollToFooter, segmentUnderPointer } from "./support/play";

async function pickLanguage(page: Page, nativeName: string) {
  await page.getByRole("button", { name: /^(Language|Sprache|Idioma|言語|भाषा|اللغة)$/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: nativeName }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Latin-letter words on the play screen that are not names people typed or brands. */
async function englishLeftovers(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    for (const selector of [".shell-header", "#sidebar", ".spinner-area", ".site-footer"]) {
      const el = document.querySelector<HTMLElement>(selector);
      if (el) parts.push(el.innerText);
      for (const labelled of el?.querySelectorAll("[aria-label],[title],[placeholder]") ?? []) {
        for (const attr of ["aria-label", "title", "placeholder"]) {
          const value = labelled.getAttribute(attr);
          if (value) parts.push(value);
        }
      }
    }
    return parts.join("\n");
  });
  // Brands keep their names, as do terms people write in Latin letters (SNS, Cookie in Japanese).
  const allowed = new Set([
    ...["Twirl", "Ctrl", "Enter", "Facebook", "Instagram", "TikTok", "YouTube", "SNS", "Cookie"],
    ...["Alice", "Bob", "Charlie", "Diana", "Ethan", "Fiona"],
  ]);
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !allowed.has(w));
}

test("Arabic: right to left, the sidebar on the right, and a spin that picks as always", async ({
  page,
}) => {
  await openPlay(page);
  await pickLanguage(page, "العربية");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  const sidebar = page.locator("#sidebar");
  const box = await sidebar.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(1280, -1);
  expect(await page.title()).not.toBe("Twirl: spinner and party games");

  await page.keyboard.press("Control+Enter");
  const winner = await finishSpin(page);
  expect(await segmentUnderPointer(page)).toBe(winner);

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
});

for (const [language, nativeName] of [
  ["ja", "日本語"],
  ["hi", "हिन्दी"],
] as const) {
  test(`${language}: the play screen is translated, with no English left`, async ({ page }) => {
    await openPlay(page);
    await pickLanguage(page, nativeName);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await scrollToFooter(page); // loaded when scrolled to: its strings are checked too
    expect(await englishLeftovers(page)).toEqual([]);
    await page.getByRole("tab").nth(1).click(); // Results
    expect(await englishLeftovers(page)).toEqual([]);
  });
}

test("back to English from another language", async ({ page }) => {
  await openPlay(page);
  await pickLanguage(page, "Deutsch");
  await expect(page.getByRole("tab", { name: "Menü" })).toBeVisible();
  await pickLanguage(page, "English");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("tab", { name: "Menu" })).toBeVisible();
  expect(await page.title()).toBe("Twirl: spinner and party games");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe('"en"');
});

test("a phone in Japanese asks for Japanese strings only", async ({ browser }) => {
  // A phone set to Japanese: its browser asks for Japanese pages (Accept-Language), and the
  // page preloads the Japanese strings (server/web-page.ts). A choice stored against the
  // browser's language is a returning visitor's: ADR 033.
  const context = await browser.newContext({
    locale: "ja-JP",
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  const bundles: string[] = [];
  page.on("request", (r) => {
    const m = /\/assets\/locales-\w+\/(?:\w+\/)?(\w+)\.json$/.exec(r.url());
    if (m?.[1]) bundles.push(m[1]);
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(
    page.getByRole("button", { name: "ホイールを回す" }).or(page.locator(".spinner-button")),
  ).toBeVisible();
  // Strings files are named after their language: the play screen's, and the lazily loaded
  // areas' (info, cards, help...), which may follow as their parts render.
  expect(new Set(bundles)).toEqual(new Set(["ja"]));
  await context.close();
});
