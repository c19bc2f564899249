import { expect, type Locator, type Page, test } from "@playwright/test";
import { CARD_DELAY_MS, chooseGame, latestOutcome, spinToCard } from "./support/games";
import { finishSpin, openPlay, spinner } from "./support/play";

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 12) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function bankPrompts(page: Page, category: string): Promise<string[]> {
  const index = await (
    await page.request.get("/cdn/truth-dare/truth-dare-s1-en-index.json")
  ).json();
  const prompts: string[] = [];
  for (let n = 1; n <= index.totalBlocks; n++) {
    const block = await (
      await page.request.get(`/cdn/truth-dare/truth-dare-s1-en-block-${n}.json`)
    ).json();
    for (const q of block.questions) if (q.category === category) prompts.push(q.question);
  }
  return prompts;
}

async function triviaAnswers(page: Page): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const index = await (await page.request.get("/cdn/trivia/trivia-s1-en-index.json")).json();
  for (let n = 1; n <= index.totalBlocks; n++) {
    const block = await (await page.request.get(`/cdn/trivia/trivia-s1-en-block-${n}.json`)).json();
    for (const q of block.questions) answers.set(q.question, q.Answer);
  }
  return answers;
}

test.describe("trivia", () => {
  for (const outcome of ["correct", "wrong"] as const) {
    test(`a ${outcome} answer is recorded ${outcome === "correct" ? "green" : "red"}, with no network wait for the question`, async ({
      page,
    }) => {
      const answers = await triviaAnswers(page);
      await openPlay(page);
      await chooseGame(page, "Trivia");
      await page.clock.runFor(2000); // the loader fills its first set while people get ready

      const cdnAfterStop: string[] = [];
      await spinner(page).click();
      const winner = await finishSpin(page);
      page.on("request", (r) => {
        if (r.url().includes("/cdn/")) cdnAfterStop.push(r.url());
      });
      await page.clock.runFor(CARD_DELAY_MS);
      const card = page.getByRole("dialog", { name: "Trivia" });
      await expect(card).toContainText(winner);
      await card.getByRole("button", { name: /Tap to flip/ }).click();
      await page.clock.runFor(700);
      const question =
        (await card.locator("[id]").filter({ hasText: "?" }).first().textContent()) ?? "";
      expect(cdnAfterStop).toEqual([]); // the question came from memory

      const answer = [...answers.entries()].find(([q]) => question.includes(q))?.[1];
      expect(answer, `answer for "${question}"`).toBeDefined();
      const radios = card.getByRole("radio");
      const options = await radios.evaluateAll((els) =>
        els.map((el) => el.closest("label")?.textContent ?? ""),
      );
      const pick = options.findIndex((text) =>
        outcome === "correct" ? text.endsWith(answer as string) : !text.endsWith(answer as string),
      );
      await radios.nth(pick).check();
      await card.getByRole("button", { name: "Submit" }).click();
      await page.clock.runFor(700);
      await expect(card).toContainText("Correct Answer");
      await expect(card).toContainText(answer as string);
      await page.clock.runFor(8000 + 600); // the answer face closes itself after 8 s
      await expect(card).toHaveCount(0);
      expect(await latestOutcome(page)).toBe(outcome === "correct" ? "Success" : "Failure");
    });
  }

  test("Submit without a choice does nothing; Skip records grey", async ({ page }) => {
    await openPlay(page);
    await chooseGame(page, "Trivia");
    await page.clock.runFor(2000);
    const { card } = await spinToCard(page, "Trivia");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card).toContainText("Choose an answer first.");
    await expect(card).not.toContainText("Correct Answer");
    await card.getByRole("button", { name: "Skip" }).click();
    await page.clock.runFor(1200);
    await expect(card).toHaveCount(0);
    expect(await latestOutcome(page)).toBe("Skipped");
  });
});

test("Would You Rather: a choice locks, the card closes after 5 s and records green", async ({
  page,
}) => {
  await openPlay(page);
  await chooseGame(page, "Would You Rather");
  await page.clock.runFor(2000);
  const { card } = await spinToCard(page, "Would You Rather");
  await expect(card.getByText("OR", { exact: true })).toBeVisible();
  const options = card.getByRole("button", { pressed: false }).filter({ hasNotText: /Skip|Close/ });
  await options.first().click();
  await expect(card.getByRole("button", { name: "Skip" })).toBeDisabled();
  await page.clock.runFor(5000 + 600);
  await expect(card).toHaveCount(0);
  expect(await latestOutcome(page)).toBe("Success");
});

test("Which One Are You: five minutes without a choice completes grey", async ({ page }) => {
  await openPlay(page);
  await chooseGame(page, "Which One Are You");
  await page.clock.runFor(2000);
  const { card } = await spinToCard(page, "Which One Are You");
  await page.clock.runFor(5 * 60 * 1000 + 1000);
  await expect(card).toHaveCount(0);
  expect(await latestOutcome(page)).toBe("Skipped");
});

test.describe("Truth or Dare", () => {
  for (const [kind, button, outcome] of [
    ["Truth", "I have done it, proud", "Success"],
    ["Dare", "I can't do it", "Failure"],
  ] as const) {
    test(`${kind}: "${button}" records ${outcome}`, async ({ page }) => {
      await openPlay(page);
      await chooseGame(page, "Truth or Dare");
      await page.clock.runFor(2000);
      const { card } = await spinToCard(page, "Truth or Dare");
      await card.getByRole("button", { name: kind, exact: true }).click();
      await page.clock.runFor(700);
      const bank = await bankPrompts(page, kind.toLowerCase());
      const shown = (await card.textContent()) ?? "";
      expect(
        bank.some((prompt) => shown.includes(prompt)),
        `a ${kind} of the bank in "${shown}"`,
      ).toBe(true);
      await card.getByRole("button", { name: button }).click();
      await page.clock.runFor(5000 + 600);
      await expect(card).toHaveCount(0);
      expect(await latestOutcome(page)).toBe(outcome);
    });
  }
});

test("no card in Just spin or outside Participants mode", async ({ page }) => {
  await openPlay(page);
  await chooseGame(page, "Trivia");
  await page.getByRole("button", { name: "Numbers", exact: true }).click();
  await spinner(page).click();
  await finishSpin(page);
  await page.clock.runFor(CARD_DELAY_MS + 5000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a trivia card can be played with the keyboard alone, and focus returns after it", async ({
  page,
}) => {
  await openPlay(page);
  await chooseGame(page, "Trivia");
  await page.clock.runFor(2000);
  const spin = spinner(page);
  await spin.focus();
  await page.keyboard.press("Enter");
  await finishSpin(page);
  await page.clock.runFor(CARD_DELAY_MS);
  const card = page.getByRole("dialog", { name: "Trivia" });
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Enter"); // flip
  await page.clock.runFor(700);
  const first = card.getByRole("radio").first();
  await tabTo(page, first);
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await tabTo(page, card.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await page.clock.runFor(700);
  await expect(card).toContainText("Correct Answer");
  await tabTo(page, card.getByRole("button", { name: "Close" }).last());
  await page.keyboard.press("Enter");
  await page.clock.runFor(700);
  await expect(card).toHaveCount(0);
  await expect(spin).toBeFocused();
});

test("questions that cannot load: the card says so and records Skipped; Try again brings one", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route("**/cdn/**", (route) => route.abort());
  await openPlay(page);
  await page.getByRole("button", { name: "Games", exact: true }).click();
  await page.getByRole("radio", { name: "Would You Rather" }).check();
  await page.getByRole("button", { name: "Participants", exact: true }).click();
  // Six attempts with their waits, then the loader gives up.
  await page.clock.runFor(30_000);
  const card = page.getByRole("dialog", { name: "Would You Rather" });

  await spinner(page).click();
  await finishSpin(page);
  await page.clock.runFor(CARD_DELAY_MS);
  await expect(card).toContainText("The questions could not load.");
  await expect(card.getByRole("button", { name: "Try again" })).toBeFocused();
  await card.getByRole("button", { name: "Close" }).click();
  await page.clock.runFor(700);
  await expect(card).toHaveCount(0);
  expect(await latestOutcome(page)).toBe("Skipped");

  // The connection is back: Try again loads the questions and the card plays as usual.
  await spinner(page).click();
  await finishSpin(page);
  await page.clock.runFor(CARD_DELAY_MS);
  await expect(card).toContainText("The questions could not load.");
  await page.unroute("**/cdn/**");
  await card.getByRole("button", { name: "Try again" }).click();
  const front = card.getByRole("button", { name: /Tap to flip/ });
  await expect(front).toBeFocused();
  await front.click();
  await page.clock.runFor(700);
  await card.getByRole("group", { name: "Choose one" }).getByRole("button").first().click();
  await page.clock.runFor(6000);
  await expect(card).toHaveCount(0);
  expect(await latestOutcome(page)).toBe("Success");
});
