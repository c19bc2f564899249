import { expect, test } from "@playwright/test";
import {
  finishSpin,
  nameAtBottleNeck,
  openPlay,
  RESULT_HOLD_MS,
  resultWinner,
  segmentUnderPointer,
  spinner,
} from "./support/play";

test.describe("participants on the wheel", () => {
  test("add names, spin with the keyboard, see the winner under the pointer and recorded", async ({
    page,
  }) => {
    await openPlay(page);
    const add = page.getByLabel("Add a name");
    await add.fill("Zed");
    await add.press("Enter");
    await add.fill("  Yara  ");
    await add.press("Enter");
    const names = page.getByRole("list", { name: "Participants" });
    await expect(names.getByRole("listitem").first()).toContainText("Yara");

    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Control+Enter");
    await expect(add).toBeDisabled();
    const winner = await finishSpin(page);
    expect(await segmentUnderPointer(page)).toBe(winner);
    await expect(page.locator(".spinner-result[aria-live]")).toContainText(winner);

    // A spin while the result shows does nothing.
    await page.keyboard.press("Control+Enter");
    await page.clock.runFor(RESULT_HOLD_MS);
    await expect(resultWinner(page)).toHaveCount(0);
    await expect(add).toBeEnabled();

    await page.getByRole("tab", { name: "Results" }).click();
    await expect(
      page.getByRole("tabpanel").getByText(winner, { exact: true }).first(),
    ).toBeVisible();
  });

  test("the menu is locked while it spins and while the winner shows, as Help says; nothing moves", async ({
    page,
  }) => {
    await openPlay(page);
    const tabs = page.getByRole("tablist");
    const add = page.getByLabel("Add a name");
    const before = await tabs.boundingBox();
    await page.getByRole("button", { name: "Help", exact: true }).click();
    await expect(
      page.getByText(/the menu is locked\. Press Continue to unlock it at once\./),
    ).toBeVisible();
    const helpTop = (await page.getByRole("heading", { name: "How to play" }).boundingBox())?.y;

    await spinner(page).click();
    const notice = page.getByText("The list is locked while the spinner spins.");
    await expect(notice).toBeVisible();
    // The notice lies over the top of the sidebar: the tabs and the panel stay where they were.
    expect(await tabs.boundingBox()).toEqual(before);
    expect((await page.getByRole("heading", { name: "How to play" }).boundingBox())?.y).toBe(
      helpTop,
    );
    await finishSpin(page);
    await expect(notice).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole("button", { name: "Participants", exact: true }).click();
    await expect(add).toBeEnabled();
  });

  test("remove winner after pick: on removes the winner, off keeps it", async ({ page }) => {
    await openPlay(page);
    const names = page.getByRole("list", { name: "Participants" });
    await expect(names.getByRole("listitem")).toHaveCount(6);

    await spinner(page).click();
    await finishSpin(page);
    await page.clock.runFor(RESULT_HOLD_MS);
    await expect(names.getByRole("listitem")).toHaveCount(6);

    await page.getByLabel("Remove winner after pick").check();
    await spinner(page).click();
    const winner = await finishSpin(page);
    await page.clock.runFor(RESULT_HOLD_MS);
    await expect(names.getByRole("listitem")).toHaveCount(5);
    await expect(names.getByText(winner, { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(
      page.getByRole("list", { name: "Participants" }).getByRole("listitem"),
    ).toHaveCount(5);
    await expect(page.getByLabel("Remove winner after pick")).toBeChecked();
  });

  test("load a CSV file and find the list again after a reload", async ({ page }) => {
    await openPlay(page);
    await page.getByRole("button", { name: "Load participants" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Clear and load").check();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "class.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Ana,Ben;Cleo\nDev\n"),
    });
    await dialog.getByRole("button", { name: "Load", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const names = page.getByRole("list", { name: "Participants" });
    await expect(names.getByRole("listitem")).toHaveCount(4);
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Participants" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(page.getByRole("list", { name: "Participants" })).toContainText("Cleo");
  });
});

test.describe("every mode", () => {
  for (const [panel, type] of [
    ["Dice", /[⚀⚁⚂⚃⚄⚅]/],
    ["Numbers", /^\d+$/],
    ["Random numbers", /^-?[\d,.]+$/],
    ["Colours", /\w/],
    ["Binary", /^(Yes|No)$/],
  ] as const) {
    test(`${panel}: spin and the winner is one of the list`, async ({ page }) => {
      await openPlay(page);
      await page.getByRole("button", { name: panel, exact: true }).click();
      await spinner(page).click();
      const winner = await finishSpin(page);
      expect(winner).toMatch(type);
      expect(await segmentUnderPointer(page)).toBe(winner);
      await page.clock.runFor(RESULT_HOLD_MS);
      await page.getByRole("tab", { name: "Results" }).click();
      await expect(
        page.getByRole("tabpanel").getByText(winner, { exact: true }).first(),
      ).toBeVisible();
    });
  }
});

test("a bottle still loading cannot be spun; once drawn, its neck points at the winner", async ({
  page,
}) => {
  // A returning visitor's bottle, on a network slow enough to press Enter before it arrives.
  await page.addInitScript(() => localStorage.setItem("selectedSpinner", '"colabottle"'));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Built files go by their hash alone: the bottle's chunk is the one that draws "bottle-rotor".
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("bottle-rotor")) await held;
    await route.fulfill({ response });
  });
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
  await page.keyboard.press("Enter");
  await page.clock.runFor(1_000);
  await expect(spinner(page)).toHaveCount(0);
  await expect(page.getByText("The list is locked while the spinner spins.")).toHaveCount(0);

  release();
  await expect(spinner(page)).toHaveAccessibleName("Spin the cola bottle");
  await page.keyboard.press("Enter");
  const winner = await finishSpin(page);
  expect(await nameAtBottleNeck(page)).toBe(winner);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a bottle spins with Enter and its neck points at the winner", async ({ page }) => {
  await openPlay(page);
  await page.getByRole("button", { name: "Spinner styles" }).click();
  await page.getByRole("button", { name: "Cola Bottle" }).click();
  await expect(page.getByRole("button", { name: "Spin the cola bottle" })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Enter");
    const winner = await finishSpin(page);
    expect(await nameAtBottleNeck(page)).toBe(winner);
    await page.clock.runFor(RESULT_HOLD_MS);
  }
});

test("with reduced motion the spin is short", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPlay(page);
  await spinner(page).click();
  await page.clock.runFor(1500 + 300 + 50);
  const winner = (await resultWinner(page).textContent()) ?? "";
  expect(winner.length).toBeGreaterThan(0);
  expect(await segmentUnderPointer(page)).toBe(winner);
});

test("on a 375 px phone: drawer, add a name, tap to spin", async ({ page }) => {
  await openPlay(page, { width: 375 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const add = page.getByLabel("Add a name");
  await add.fill("Phone Person");
  await add.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).not.toBeInViewport();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("button", { name: "Sound" })).toBeVisible();
  await page.keyboard.press("Escape");
  await spinner(page).click();
  const winner = await finishSpin(page);
  expect(await segmentUnderPointer(page)).toBe(winner);
});

test("every spinner style is announced by its own name", async ({ page }) => {
  await openPlay(page);
  await page.getByRole("button", { name: "Spinner styles" }).click();
  const styles = page.getByRole("list", { name: "Spinner styles" }).getByRole("button");
  await expect(styles.first()).toBeVisible();
  const names = await styles.allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(10);
  for (const name of names) {
    await page.getByRole("button", { name: name.trim(), exact: true }).click();
    await expect(spinner(page)).toHaveAccessibleName(`Spin the ${name.trim().toLowerCase()}`);
  }
});

test("the winner card: Continue has focus, Remove takes the winner off, Spin again spins at once", async ({
  page,
}) => {
  await openPlay(page);
  const names = page.getByRole("list", { name: "Participants" }).getByRole("listitem");
  await expect(names).toHaveCount(6);
  await spinner(page).click();
  const first = await finishSpin(page);
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  // The list's own row has a "Remove" too: this is the one on the winner card.
  const stage = page.getByRole("region", { name: "Spinner" });
  await stage.getByRole("button", { name: `Remove ${first}` }).click();
  await expect(resultWinner(page)).toHaveCount(0);
  await expect(names).toHaveCount(5);
  await expect(names.filter({ hasText: first })).toHaveCount(0);
  // Focus is back on the spin button: Enter spins.
  await expect(spinner(page)).toBeFocused();
  await page.keyboard.press("Enter");
  const second = await finishSpin(page);
  expect(second).not.toBe(first);
  await page.getByRole("button", { name: "Spin again" }).click();
  await expect(resultWinner(page)).toHaveCount(0);
  await expect(page.getByText("The list is locked while the spinner spins.")).toBeVisible();
  await finishSpin(page);
  await page.keyboard.press("Enter"); // Continue, which has focus
  await expect(resultWinner(page)).toHaveCount(0);
  await expect(names).toHaveCount(5);
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(3);
});

test("with dice the winner card offers no Remove", async ({ page }) => {
  await openPlay(page);
  await page.getByRole("button", { name: "Dice", exact: true }).click();
  await spinner(page).click();
  await finishSpin(page);
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  const stage = page.getByRole("region", { name: "Spinner" });
  await expect(stage.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(stage.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Spin again" })).toBeVisible();
});

test("the first Tab stop skips to the spinner, and Enter then spins", async ({ page }) => {
  await openPlay(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("button", { name: "Skip to the spinner" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(spinner(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await finishSpin(page);
});
