import { expect, type Page, test } from "@playwright/test";

const guidance = (page: Page) => page.getByRole("status").filter({ hasText: "Open the menu" });

/** The visible controls the first-visit guidance lies over (none, if it hides nothing). */
async function controlsUnder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bubble = document.querySelector(".shell-guidance");
    if (!bubble) return ["(no guidance)"];
    const b = bubble.getBoundingClientRect();
    const hidden: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("button, a[href], input, [role=tab]")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest("[inert]")) continue;
      const overlap = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      if (overlap) hidden.push(el.getAttribute("aria-label") ?? el.textContent ?? el.tagName);
    }
    return hidden;
  });
}

test.describe("the first-visit guidance", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("on a desktop with the menu open it is not shown: the menu is already there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.clock.runFor(3000);
    await expect(page.getByRole("tab", { name: "Menu" })).toBeVisible();
    await expect(guidance(page)).toHaveCount(0);
  });

  test("on a desktop with the menu collapsed on purpose it stays away too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.clock.runFor(3000);
    await expect(guidance(page)).toHaveCount(0);
  });

  test("on a phone it says to open the menu and hides no control; opening it ends it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.clock.runFor(3000);
    await expect(guidance(page)).toBeVisible();
    expect(await controlsUnder(page)).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expect(guidance(page)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Menu" })).toBeInViewport();
  });

  test("on a phone it goes after 10 s and is shown once", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.clock.runFor(3000);
    await expect(guidance(page)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(guidance(page)).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(3000);
    await expect(guidance(page)).toHaveCount(0);
  });
});
