import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 640 } });

const focusedText = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);

test("a link moves focus to the new page's heading and announces it; Back and Forward return to where each page was", async ({
  page,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  const link = page.getByRole("link", { name: /How to play/ }).first();
  await link.scrollIntoViewIfNeeded();
  // An instant scroll: a wheel's smooth one could still be moving when the position is read
  // (it read 152 where the page came to rest, and was left, at 300).
  await page.evaluate(() => window.scrollBy({ top: 300, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
  // Hovering scrolls the link into view as the click would: the position left is this one.
  await link.hover();
  const helpY = await page.evaluate(() => scrollY);
  await link.click();

  await expect(page).toHaveURL(/\/help\/how-to-play$/);
  await expect(page.getByRole("heading", { level: 1, name: "How to Play" })).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(page.locator("p[aria-live=polite]")).toHaveText(await page.title());
  expect(await page.title()).toMatch(/How to Play · Twirl/);

  await page.evaluate(() => window.scrollBy({ top: 400, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
  const howToY = await page.evaluate(() => scrollY);

  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeFocused();
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => scrollY)) - helpY))
    .toBeLessThan(4);

  await page.goForward();
  await expect(page).toHaveURL(/\/help\/how-to-play$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => scrollY)) - howToY))
    .toBeLessThan(4);
  expect(await focusedText(page)).toMatch(/^H1:How to Play/);
});

test("an address with a #hash scrolls to its target once the page has rendered", async ({
  page,
}) => {
  await page.goto("/help/how-to-play#ready");
  const section = page.locator("#ready");
  await expect(section).toBeFocused();
  // At its scroll margin from the top of the screen.
  await expect
    .poll(() =>
      section.evaluate((el) =>
        Math.abs(
          el.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(el).scrollMarginTop),
        ),
      ),
    )
    .toBeLessThan(2);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
});
