import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations as axe } from "./support/axe";
import { chooseGame, spinToCard } from "./support/games";
import { finishSpin, openPlay, spinner } from "./support/play";

/**
 * axe-core over the play screen's states, in both themes: every menu panel (with the pointer
 * on the active item, where dark mode once fell to 3.8:1), the header's menus, the winner, a
 * game card, the Results tab and its dialog, and the phone's drawer.
 */
const PANELS = [
  "Games",
  "Spinner styles",
  "Participants",
  "Dice",
  "Numbers",
  "Random numbers",
  "Colours",
  "Binary",
  "Help",
];

async function theme(page: Page, dark: boolean) {
  await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
}

for (const dark of [false, true]) {
  const name = dark ? "dark" : "light";

  test(`${name}: every menu panel, the header's menus and the winner`, async ({ page }) => {
    test.setTimeout(90_000);
    await theme(page, dark);
    await openPlay(page);
    await expect(page.locator("html")).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
    for (const panel of PANELS) {
      const button = page.getByRole("button", { name: panel, exact: true });
      await button.click();
      await expect(page.getByRole("heading", { name: panel, level: 2 })).toBeVisible();
      await button.hover();
      await axe(page);
    }
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await axe(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Participants", exact: true }).click();
    await spinner(page).click();
    await finishSpin(page);
    await page.waitForTimeout(400); // the winner card's 0.3 s entrance, which runs on real time
    await axe(page);
  });

  test(`${name}: a game card, the Results tab and the Spin Results dialog`, async ({ page }) => {
    test.setTimeout(90_000);
    await theme(page, dark);
    await openPlay(page);
    await chooseGame(page, "Trivia");
    await page.clock.runFor(2000);
    const { card } = await spinToCard(page, "Trivia");
    await axe(page);
    await card.getByRole("button", { name: "Skip" }).click();
    await page.clock.runFor(1200);
    await expect(card).toHaveCount(0);
    await page.getByRole("tab", { name: "Results" }).click();
    await axe(page);
    await page.getByRole("button", { name: "View all results" }).click();
    await expect(page.getByRole("dialog", { name: "Spin Results" })).toBeVisible();
    await axe(page);
  });

  test(`${name}: the phone's drawer`, async ({ page }) => {
    await theme(page, dark);
    await openPlay(page, { width: 375 });
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("tab", { name: "Menu" })).toBeInViewport();
    await axe(page);
  });
}
