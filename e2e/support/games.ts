import { expect, type Page } from "@playwright/test";
import { finishSpin, spinner } from "./play";

export const CARD_DELAY_MS = 3000;

const GAME_IDS: Record<string, string> = {
  Trivia: "trivia",
  "Would You Rather": "would-you-rather",
  "Which One Are You": "which-one-you-are",
  "Truth or Dare": "truth-dare",
};

/**
 * Chooses a game and waits for its first block of questions, as the loader fetches it when
 * the game is chosen (the Playwright clock runs fake time much faster than the network).
 */
export async function chooseGame(page: Page, game: string) {
  const id = GAME_IDS[game];
  const firstBlock = page.waitForResponse(
    (r) => r.url().includes(`/cdn/${id}/${id}-s1-`) && r.url().includes("-block-"),
  );
  await page.getByRole("button", { name: "Games", exact: true }).click();
  await page.getByRole("radio", { name: game }).check();
  await page.getByRole("button", { name: "Participants", exact: true }).click();
  await (await firstBlock).finished();
  await page.waitForTimeout(300); // real time for the page to parse the block and build a set
}

/** Spins, waits for the card 3 s after the stop and flips it (Truth or Dare opens on its choice). */
export async function spinToCard(page: Page, title: string) {
  await spinner(page).click();
  const winner = await finishSpin(page);
  await page.clock.runFor(CARD_DELAY_MS);
  const card = page.getByRole("dialog", { name: title });
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (title !== "Truth or Dare") {
    await card.getByRole("button", { name: /Tap to flip/ }).click();
    await page.clock.runFor(700);
  }
  return { winner, card };
}

/** The outcome circle recorded for the newest result, from the Results tab. */
export async function latestOutcome(page: Page) {
  await page.getByRole("tab", { name: "Results" }).click();
  const first = page.getByRole("tabpanel").getByRole("listitem").first();
  return first.getByRole("img").getAttribute("aria-label");
}
