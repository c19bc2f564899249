import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { MailServer } from "../server/testing/mail-server";
import { startAccountsServer } from "./support/accounts-server";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { openPlayRealTime } from "./support/play";

/**
 * Accounts in Chromium against a Twirl of their own (e2e/support/accounts-server.ts). Each
 * journey is its own client, so the sign-in attempt limit of one does not reach the next.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startAccountsServer>>;
let mail: MailServer;

test.beforeAll(async () => {
  server = await startAccountsServer();
  mail = server.mail;
});
test.afterAll(() => server?.stop());

const newVisitor = (browser: Browser, language?: string) => server.newVisitor(browser, language);

async function openLogin(page: Page) {
  await openPlayRealTime(page);
  await page.getByRole("button", { name: "Profile" }).click();
  return page.getByRole("dialog", { name: "Log in" });
}

async function signUp(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "No account yet? Sign up" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    `We sent a verification link to ${email}. Open it to finish signing up, then log in here.`,
  );
  return dialog;
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  return page.getByRole("dialog", { name: "Your profile" });
}

/**
 * A verified account made through the web app and the mail, signed in on the page the link
 * opens; then the play screen's Profile dialog, open.
 */
async function signedIn(page: Page, email: string, password = "correct horse battery") {
  await signUp(page, email, password);
  await page.goto((await mail.next(email)).link as string);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();
  await openPlayRealTime(page);
  await page.getByRole("button", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your profile" });
  await expect(profile).toContainText(email);
  return profile;
}

test("sign up, verify from the mail, log in, log out", async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  const email = "journey@example.com";
  await signUp(page, email, "correct horse battery");
  const verification = await mail.next(email);
  expect(verification.subject).toBe("Confirm your email for Twirl");

  await page.goto(verification.link as string);
  await expect(page).toHaveURL(/\/account\?status=verified$/);
  await expect(page.getByRole("status")).toHaveText(
    "Your email address is verified. You can log in now.",
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto("/");
  await page.getByRole("button", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your profile" });
  await expect(profile).toContainText(email);
  await profile.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await context.close();
});

test("an unverified address is refused with a way to send the mail again", async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  const email = "unverified@example.com";
  const dialog = await signUp(page, email, "correct horse battery");
  await logIn(page, email, "correct horse battery");
  await expect(dialog.getByRole("alert")).toHaveText(
    `Please verify your email address first. We sent the link again to ${email}.`,
  );
  await dialog.getByRole("button", { name: "Send the link again" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Sent. Check your inbox and spam folder.");
  await expect.poll(() => mail.count(email)).toBe(3);
  await context.close();
});

test("forgot password: the mailed link sets a new one, the old one stops working", async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser);
  const email = "forgetful@example.com";
  const profile = await signedIn(page, email, "old password 1");
  await profile.getByRole("button", { name: "Log out" }).click();

  const reset = await newVisitor(browser);
  const dialog = await openLogin(reset.page);
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await dialog.getByLabel("Email").fill(email);
  const before = mail.count(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toContainText(`If an account uses ${email}`);
  const resetMail = await mail.next(email, before);
  expect(resetMail.subject).toBe("Reset your Twirl password");
  await reset.page.goto(resetMail.link as string);
  await expect(reset.page).toHaveURL(/\/reset-password\?token=/);
  await reset.page.getByLabel("New password").fill("new password 2");
  await reset.page.getByRole("button", { name: "Save new password" }).click();
  await expect(reset.page.getByRole("status")).toHaveText(
    "Your password was changed. You can log in with it now.",
  );
  await reset.page.getByRole("link", { name: "Log in" }).click();
  await reset.page.getByLabel("Email").fill(email);
  await reset.page.getByLabel("Password").fill("new password 2");
  await reset.page.getByRole("button", { name: "Log in" }).click();
  await expect(reset.page.getByText(email)).toBeVisible();
  await reset.context.close();
  await context.close();
});

for (const [kind, button] of [
  ["oidc", "Continue with Acme SSO"],
  ["google", "Continue with Google"],
  ["apple", "Continue with Apple"],
] as const) {
  test(`${button}: the whole redirect flow, back signed in, then log out`, async ({ browser }) => {
    const { context, page } = await newVisitor(browser);
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: button }).click();
    // The provider's own login and consent pages.
    await page.locator('input[name="login"]').fill(`${kind}-person`);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/account\?status=signed-in$/);
    await expect(page.getByText(`${kind}-person@example.com`)).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    // Signed out, the page goes back to the play screen (leaving before could cancel the
    // request); the account page then offers to log in.
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/account");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await context.close();
  });
}

test("download my data, then delete the account", async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  const email = "leaving@example.com";
  const profile = await signedIn(page, email);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    profile.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^twirl-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(data.account.email).toBe(email);

  await profile.getByRole("button", { name: "Delete my account" }).click();
  await profile.getByLabel(`Type ${email} to confirm`).fill(email);
  const before = mail.count(email);
  await profile.getByRole("button", { name: "Delete my account" }).click();
  await expect(profile.getByRole("status")).toHaveText(
    "Your account was deleted. Thank you for playing.",
  );
  expect((await mail.next(email, before)).subject).toBe("Your Twirl account was deleted");
  await profile.getByRole("button", { name: "Close" }).first().click();

  await page.getByRole("button", { name: "Profile" }).click();
  const login = await logIn(page, email, "correct horse battery");
  await expect(page.getByRole("dialog", { name: "Log in" }).getByRole("alert")).toHaveText(
    "That email and password do not match. Please try again.",
  );
  await expect(login).toHaveCount(0);
  await context.close();
});

test("Arabic: the login modal right to left, translated and accessible", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, "ar");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "الملف الشخصي" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 3 })).toBeVisible();
  const labels = await dialog.locator("label").allTextContents();
  expect(labels.join(" ")).toMatch(/[\u0600-\u06FF]/);
  expect(labels.join(" ")).not.toMatch(/Email|Password/);
  await expect(dialog.getByRole("button", { name: "المتابعة باستخدام Acme SSO" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
