import { type Browser, expect, type Page, test } from "@playwright/test";
import { startAccountsServer } from "./support/accounts-server";
import { chooseGame, spinToCard } from "./support/games";
import { openPlay, openPlayRealTime } from "./support/play";

/** Reports and suggested questions in Chromium, against a Twirl of their own with real mail. */
test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 10_000 });

let server: Awaited<ReturnType<typeof startAccountsServer>>;
test.beforeAll(async () => {
  server = await startAccountsServer();
});
test.afterAll(() => server?.stop());

const device = (browser: Browser, language?: string) => server.newVisitor(browser, language);

/** Opens the Profile dialog of a signed-in page. */
async function profile(page: Page) {
  await page.getByRole("button", { name: "Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Your profile" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a visitor reports a trivia question: logs in from the dialog, sends it, finds it in My reports", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The account exists already (made on another device).
  const other = await device(browser);
  await server.signIn(other.page, "reporter@example.com");
  await other.context.close();

  const { page, context } = await device(browser);
  await openPlay(page);
  await chooseGame(page, "Trivia");
  await page.clock.runFor(2000);
  const { card } = await spinToCard(page, "Trivia");
  const question = await card.getByRole("heading", { level: 3 }).first().textContent();
  await card.getByRole("button", { name: "Report" }).click();

  const dialog = page.getByRole("dialog", { name: "Report a question" });
  await expect(dialog.getByText(question ?? "")).toBeVisible();
  await dialog.getByRole("radio", { name: "Wrong answer" }).check();
  await dialog.getByLabel("How could it be better? (optional)").fill("The answer is out of date");
  await expect(dialog.getByText("25 / 200")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit report" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Go to Login" }).click();

  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Email").fill("reporter@example.com");
  await login.getByLabel("Password").fill("correct horse battery");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login).toHaveCount(0);

  // The dialog is back as it was, and now sends.
  await expect(dialog.getByRole("radio", { name: "Wrong answer" })).toBeChecked();
  await expect(dialog.getByLabel("How could it be better? (optional)")).toHaveValue(
    "The answer is out of date",
  );
  await dialog.getByRole("button", { name: "Submit report" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Thank you! Your report was sent. You can follow it in My reports.",
  );
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await card.getByRole("button", { name: "Skip" }).click();
  await page.clock.runFor(1200);

  const mine = await profile(page);
  await mine.getByRole("button", { name: "My reports" }).click();
  const list = page.getByRole("dialog", { name: "My reports" });
  const item = list.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(question ?? "");
  await expect(item).toContainText("Reported");
  await expect(item).toContainText("Wrong answer");
  await context.close();
});

test("a suggested trivia question, once a reviewer approves it, is served in its game", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, context } = await device(browser);
  await server.signIn(page, "author@example.com");
  await openPlayRealTime(page);
  const mine = await profile(page);
  await mine.getByRole("button", { name: "Suggest a question" }).click();
  const form = page.getByRole("dialog", { name: "Suggest a question" });
  await form.getByLabel("Game").selectOption({ label: "Trivia" });
  await form.getByLabel("Category").selectOption({ label: "Space" });
  const text = "Which planet spins on its side, like a rolling ball?";
  await form.getByLabel("Question").fill(text);
  // The checks say what is missing, as the server would.
  await form.getByRole("button", { name: "Send suggestion" }).click();
  await expect(form.getByRole("alert")).toHaveText("Option 1 cannot be empty");
  for (const [i, option] of ["Uranus", "Neptune", "Saturn", "Venus"].entries()) {
    await form.getByLabel(`Option ${i + 1}`).fill(option);
  }
  await form.getByLabel("Which option is right?").selectOption({ label: "Uranus" });
  await form.getByRole("button", { name: "Send suggestion" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you! Your question was sent for review. You can follow it in My suggestions.",
  );
  await form.getByRole("button", { name: "Close" }).last().click();

  // A reviewer approves it through the API.
  const reviewer = await device(browser);
  await server.signIn(reviewer.page, "reviewer@example.com");
  const opened = await reviewer.page.request.post("/api/admin/session", {
    headers: { origin: server.url },
  });
  expect(opened.ok()).toBe(true);
  const [suggestion] = (await (await page.request.get("/api/contributions/mine")).json())
    .contributions;
  const approved = await reviewer.page.request.post(
    `/api/admin/contributions/${suggestion.id}/review`,
    {
      headers: { origin: server.url },
      data: { status: "approved" },
    },
  );
  expect(approved.ok()).toBe(true);
  const { questionId } = await approved.json();

  // Its block under /cdn holds it; My suggestions says it is in the game.
  await expect
    .poll(async () => {
      const index = await (await page.request.get("/cdn/trivia/trivia-s1-en-index.json")).json();
      for (let n = 1; n <= index.totalBlocks; n++) {
        const block = await (
          await page.request.get(`/cdn/trivia/trivia-s1-en-block-${n}.json`)
        ).json();
        const found = block.questions.find((q: { id: number }) => q.id === questionId);
        if (found) return found.question;
      }
      return null;
    })
    .toBe(text);
  // The profile stayed open under the form.
  await mine.getByRole("button", { name: "My suggestions" }).click();
  await expect(
    page.getByRole("dialog", { name: "My suggestions" }).getByRole("listitem"),
  ).toContainText("Approved: it is in the game");
  await reviewer.context.close();
  await context.close();
});

test("the report dialog in Arabic, from the help centre", async ({ browser }) => {
  const { page, context } = await device(browser, "ar");
  await page.goto("/help/report");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const submit = page.getByRole("button", { name: "إرسال البلاغ" });
  await submit.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(6);
  // Every word on it is Arabic (the brand aside): no English left.
  const text = ((await dialog.textContent()) ?? "").replaceAll("Twirl", "");
  expect(text).not.toMatch(/[A-Za-z]{3,}/);
  await context.close();
});
