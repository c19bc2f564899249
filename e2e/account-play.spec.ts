import { type Browser, expect, type Page, test } from "@playwright/test";
import { startAccountsServer } from "./support/accounts-server";
import { chooseGame, spinToCard } from "./support/games";
import { finishSpin, openPlay, RESULT_HOLD_MS, spinner } from "./support/play";

/**
 * Results, question progress and likes in an account, in Chromium against a Twirl of their
 * own. The pages' clocks start ten minutes back, so the minutes a journey runs forward never
 * put a result in the server's future.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startAccountsServer>>;
test.beforeAll(async () => {
  server = await startAccountsServer();
});
test.afterAll(() => server?.stop());

const play = (page: Page, minutesBack = 10) =>
  openPlay(page, { time: Date.now() - minutesBack * 60_000 });

async function device(browser: Browser) {
  return server.newVisitor(browser);
}

/** The Results tab's entries. */
async function resultsTab(page: Page) {
  await page.getByRole("tab", { name: "Results" }).click();
  return page.getByRole("tabpanel").getByRole("listitem");
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);

test("a visitor's results move into the account on sign-in and show on another device", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await device(browser);
  await play(phone.page);
  await spinner(phone.page).click();
  const winner = await finishSpin(phone.page);
  await phone.page.clock.runFor(RESULT_HOLD_MS);
  await expect(await resultsTab(phone.page)).toHaveCount(1);
  expect(await stored(phone.page, "spinResults")).toHaveLength(1);

  // Signing in on this device moves its results into the account, once, and clears them here.
  await server.signIn(phone.page, "mover@example.com");
  const signedIn = await phone.context.newPage();
  await play(signedIn, 5); // minutes after the first spin, as the account's rule expects
  const entries = await resultsTab(signedIn);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(winner);
  await expect.poll(() => stored(signedIn, "spinResults")).toBeNull();
  expect(await stored(signedIn, "resultsMovedFor")).toHaveLength(1);
  await signedIn.getByRole("button", { name: "View all results" }).click();
  const modal = signedIn.getByRole("dialog", { name: "Spin Results" });
  await expect(modal.getByText(/Saved in your account/)).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).last().click();

  // A spin signed in goes to the account too.
  const saved = signedIn.waitForResponse(
    (r) => r.url().endsWith("/api/results") && r.request().method() === "POST",
  );
  await spinner(signedIn).click();
  const second = await finishSpin(signedIn);
  await signedIn.clock.runFor(RESULT_HOLD_MS);
  expect((await (await saved).json()).recorded).toBe(true);

  // The laptop, logged in to the same account, lists both, newest first.
  const laptop = await device(browser);
  await server.logIn(laptop.page, "mover@example.com");
  await play(laptop.page);
  const there = await resultsTab(laptop.page);
  await expect(there).toHaveCount(2);
  await expect(there.nth(0)).toContainText(second);
  await expect(there.nth(1)).toContainText(winner);
  await phone.context.close();
  await laptop.context.close();
});

/** Plays `count` trivia cards (flip, Skip) and returns the questions shown. */
async function playTrivia(page: Page, count: number): Promise<string[]> {
  const shown: string[] = [];
  for (let i = 0; i < count; i++) {
    const { card } = await spinToCard(page, "Trivia");
    const question = card.getByRole("radiogroup");
    const id = await question.getAttribute("aria-labelledby");
    shown.push((await card.locator(`[id="${id}"]`).textContent()) ?? "");
    await card.getByRole("button", { name: "Skip" }).click();
    await page.clock.runFor(1200);
    await expect(card).toHaveCount(0);
  }
  return shown;
}

test("trivia on one device is never repeated on the other", async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = await device(browser);
  await server.signIn(phone.page, "quiz@example.com");
  await play(phone.page);
  await chooseGame(phone.page, "Trivia");
  await phone.page.clock.runFor(2000);
  const onPhone = await playTrivia(phone.page, 4);
  // The progress is saved 400 ms after each change: the account holds the phone's ids.
  await phone.page.clock.runFor(500);
  const phoneIds: number[] = await stored(phone.page, "usedQuestions_trivia_s1_en");
  expect(phoneIds).toHaveLength(4);
  const inAccount = async () =>
    (await (await phone.page.request.get("/api/progress/trivia/s1/en")).json()).progress
      ?.usedQuestionIds ?? [];
  await expect.poll(inAccount).toEqual(expect.arrayContaining(phoneIds));

  const laptop = await device(browser);
  await server.logIn(laptop.page, "quiz@example.com");
  const pulled = laptop.page.waitForResponse(
    (r) => r.url().includes("/api/progress/trivia/") && r.request().method() === "GET",
  );
  await play(laptop.page);
  await chooseGame(laptop.page, "Trivia");
  await pulled;
  await laptop.page.clock.runFor(2000);
  // The laptop knows what the phone showed before it shows anything.
  await expect
    .poll(() => stored(laptop.page, "usedQuestions_trivia_s1_en"))
    .toEqual(expect.arrayContaining(phoneIds));
  const onLaptop = await playTrivia(laptop.page, 4);
  expect(onLaptop.filter((q) => onPhone.includes(q))).toEqual([]);
  expect(new Set([...onPhone, ...onLaptop]).size).toBe(8);
  await phone.context.close();
  await laptop.context.close();
});

test("likes: one vote per person, moved by the other button, taken back by the same", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A visitor sees the buttons, and how to log in to use them.
  const visitor = await device(browser);
  await play(visitor.page);
  await chooseGame(visitor.page, "Would You Rather");
  await visitor.page.clock.runFor(2000);
  const { card: visitorCard } = await spinToCard(visitor.page, "Would You Rather");
  const visitorVotes = visitorCard.getByRole("group", { name: "Rate this question" });
  await visitorVotes.getByRole("button", { name: "Like", exact: true }).click();
  await expect(visitorVotes.getByRole("status")).toHaveText(
    "Log in with Profile, at the top of the page, to like or dislike questions.",
  );
  await visitor.context.close();

  const { page, context } = await device(browser);
  await server.signIn(page, "fan@example.com");
  await play(page);
  await chooseGame(page, "Would You Rather");
  await page.clock.runFor(2000);
  const { card } = await spinToCard(page, "Would You Rather");
  const votes = card.getByRole("group", { name: "Rate this question" });
  const vote = (name: string) => votes.getByRole("button", { name, exact: true });
  await expect(vote("Like (0)")).toBeVisible();
  await vote("Like (0)").click();
  await expect(vote("Like (1)")).toHaveAttribute("aria-pressed", "true");
  await vote("Dislike (0)").click();
  await expect(vote("Dislike (1)")).toHaveAttribute("aria-pressed", "true");
  await expect(vote("Like (0)")).toHaveAttribute("aria-pressed", "false");
  await vote("Dislike (1)").click();
  await expect(vote("Dislike (0)")).toHaveAttribute("aria-pressed", "false");
  await expect(vote("Like (0)")).toBeVisible();
  await context.close();
});
