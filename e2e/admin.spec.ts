import { type Browser, expect, type Page, test } from "@playwright/test";
import { startAccountsServer } from "./support/accounts-server";
import { expectNoSeriousA11yViolations } from "./support/axe";

/**
 * The back office in Chromium, against a Twirl of its own (ADMINS_FILE: boss@ is the primary
 * admin, reviewer@ a reviewer, moderator@ a moderator).
 */
test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 10_000 });

let server: Awaited<ReturnType<typeof startAccountsServer>>;
test.beforeAll(async () => {
  server = await startAccountsServer();
});
test.afterAll(() => server?.stop());

const device = (browser: Browser) => server.newVisitor(browser);

/** Signs `email` in through the API, then opens the back office from its sign-in page. */
async function staff(page: Page, email: string) {
  await server.signIn(page, email);
  await page.goto("/appadmin/login");
  await page.getByRole("button", { name: "Open the back office" }).click();
  await expect(page).toHaveURL(/\/appadmin\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${email}` })).toBeVisible();
}

/** A player's report of a trivia question, sent through the API. */
async function reportAQuestion(browser: Browser, email: string) {
  const { page, context } = await device(browser);
  await server.signIn(page, email);
  const index = await (await page.request.get("/cdn/trivia/trivia-s1-en-index.json")).json();
  const block = await (await page.request.get("/cdn/trivia/trivia-s1-en-block-1.json")).json();
  const question = block.questions[0];
  const res = await page.request.post("/api/reports", {
    headers: { origin: server.url },
    data: {
      gameType: "trivia",
      questionId: String(question.id),
      questionText: question.question,
      reason: "unclear",
      language: "en",
    },
  });
  expect(res.status()).toBe(201);
  await context.close();
  return { question, totalBlocks: index.totalBlocks as number };
}

test("a non-admin is refused, signed out, and cannot open the dashboard", async ({ browser }) => {
  const { page, context } = await device(browser);
  await page.goto("/appadmin/dashboard");
  await expect(page).toHaveURL(/\/appadmin\/login/);
  await server.signIn(page, "player@example.com");
  await page.goto("/appadmin/login");
  await page.getByRole("button", { name: "Open the back office" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Access denied. Your email is not authorized for admin access in production environment.",
  );
  await expect(page.getByRole("link", { name: "Log in with your Twirl account" })).toBeVisible();
  await context.close();
});

test("a moderator moves a report to In Review", async ({ browser }) => {
  await reportAQuestion(browser, "player1@example.com");
  const { page, context } = await device(browser);
  await staff(page, "moderator@example.com");
  const row = page.getByRole("list", { name: "Question Reports" }).getByRole("listitem").first();
  await expect(row).toContainText("Reported");
  await expect(row).toContainText("Unclear or confusing"); // the reason, named as players see it
  await row.getByRole("button", { name: "Mark In Review" }).click();
  await expect(row).toContainText("In Review");
  await expect(row.getByRole("button", { name: "Mark In Review" })).toHaveCount(0);
  // A moderator has no contributions tab, no audit log and no delete.
  await expect(page.getByRole("tab", { name: "User Contributions" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Audit Log" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("a reviewer edits the reported question and the game serves the new text", async ({
  browser,
}) => {
  const { question } = await reportAQuestion(browser, "player2@example.com");
  const { page, context } = await device(browser);
  await staff(page, "reviewer@example.com");
  const row = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ hasText: question.question })
    .first();
  await row.getByRole("button", { name: "View Details" }).click();
  await page
    .getByRole("dialog", { name: "Report details" })
    .getByRole("button", { name: "Open the question" })
    .click();
  const editor = page.getByRole("dialog", { name: `Question ${question.id}` });
  const edited = `${question.question} (edited)`;
  await editor.getByRole("textbox", { name: "Question", exact: true }).fill(edited);
  await editor.getByRole("textbox", { name: "Reason for the change" }).fill("Clearer wording");
  await editor.getByRole("button", { name: "Save and publish" }).click();
  await expect(editor.getByRole("status")).toHaveText("Saved and published.");
  // A new round reads the published block: the edit is there.
  await expect
    .poll(async () => {
      const block = await (await page.request.get("/cdn/trivia/trivia-s1-en-block-1.json")).json();
      return block.questions.find((q: { id: number }) => q.id === question.id)?.question;
    })
    .toBe(edited);
  await context.close();
});

test("a reviewer approves a contribution from the User Contributions tab", async ({ browser }) => {
  const author = await device(browser);
  await server.signIn(author.page, "writer@example.com");
  const made = await author.page.request.post("/api/contributions", {
    headers: { origin: server.url },
    data: {
      gameType: "truth-dare",
      language: "en",
      difficulty: "easy",
      category: "dare",
      content: "Balance a spoon on your nose for ten seconds",
    },
  });
  expect(made.status()).toBe(201);
  await author.context.close();

  const { page, context } = await device(browser);
  await staff(page, "reviewer@example.com");
  await page.getByRole("tab", { name: "User Contributions" }).click();
  const row = page
    .getByRole("list", { name: "User Contributions" })
    .getByRole("listitem")
    .filter({ hasText: "spoon" });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toContainText("Approved");
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("a primary admin deletes a contact submission and finds it in the audit log", async ({
  browser,
}) => {
  const { page, context } = await device(browser);
  // A message through the contact form, as a visitor sends it.
  await page.goto("/help/contact");
  await page.getByLabel("Name").fill("Ana");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Subject").fill("Please delete me");
  await page.getByLabel("Message").fill("This message is here to be deleted by staff.");
  const check = page.getByRole("group", { name: "Human check" });
  const answer = check.getByRole("textbox");
  const sum = await answer
    .getAttribute("aria-label")
    .then(async (label) => label ?? (await check.textContent()));
  const [a, b] = (sum?.match(/\d+/g) ?? []).map(Number);
  await answer.fill(String((a ?? 0) + (b ?? 0)));
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);

  await staff(page, "boss@example.com");
  await page.getByRole("tab", { name: "Contact Submissions" }).click();
  const row = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ hasText: "Please delete me" });
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(
    page.getByRole("tabpanel").getByRole("row").filter({ hasText: "contact.deleted" }),
  ).toHaveCount(1);
  await context.close();
});

test("the dashboard fits a 375 px phone, and axe finds nothing serious on any tab", async ({
  browser,
}) => {
  const { page, context } = await device(browser);
  await page.setViewportSize({ width: 375, height: 740 });
  await staff(page, "boss@example.com");
  for (const tab of [
    "Question Reports",
    "Contact Submissions",
    "User Contributions",
    "Admin Management",
    "Audit Log",
  ]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
