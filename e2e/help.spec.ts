import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const PAGES = [
  ["How to play", "/help/how-to-play"],
  ["About Twirl", "/help/about"],
  ["FAQ", "/help/faq"],
  ["Contact us", "/help/contact"],
  ["Report an issue", "/help/report"],
  ["Privacy policy", "/help/privacy-policy"],
  ["Terms of service", "/help/terms"],
  ["App version", "/help/version"],
] as const;

test("every help page is reachable from /help, titled, canonical and accessible", async ({
  page,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [card, path] of PAGES) {
    await page.goto("/help");
    await page
      .getByRole("link", { name: new RegExp(card) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/· Twirl$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Back to App" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the FAQ: 16 questions, the first open, several open at once", async ({ page }) => {
  await page.goto("/help/faq");
  const questions = page
    .getByRole("main")
    .getByRole("button", { expanded: true })
    .or(page.getByRole("main").getByRole("button", { expanded: false }));
  await expect(questions).toHaveCount(16);
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(1).click();
  await questions.nth(2).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/help/contact",
  );
});

test("a contact message goes from the form to the server, and the form resets", async ({
  page,
}) => {
  await page.goto("/help/contact");
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Contact type").selectOption({ label: "Bug Report" });
  await page.getByLabel("Subject").fill("The wheel");
  await page.getByLabel("Message").fill("It spins beautifully, and one more thing...");
  await page.getByRole("button", { name: "Get Browser Details" }).click();
  const info = JSON.parse(await page.getByLabel("Browser info").inputValue());
  expect(Object.keys(info).sort()).toEqual(
    [
      "cookieEnabled",
      "language",
      "onLine",
      "platform",
      "screenResolution",
      "timezone",
      "userAgent",
      "windowSize",
    ].sort(),
  );
  await page.getByRole("button", { name: "Get App Version" }).click();
  await expect(page.getByLabel("App version")).toHaveValue("2.1.14");

  const check = page.getByRole("group", { name: "Human check" });
  const answer = check.getByRole("textbox");
  const question = await answer
    .getAttribute("aria-label")
    .then(async (label) => label ?? (await check.textContent()));
  const [a, b] = (question?.match(/\d+/g) ?? []).map(Number);
  const submit = page.getByRole("button", { name: "Send Message" });
  await answer.fill(String((a ?? 0) + (b ?? 0) + 1));
  await expect(page.getByText("Incorrect answer. Please try again.")).toBeVisible();
  await expect(submit).toBeDisabled();
  await answer.fill(String((a ?? 0) + (b ?? 0)));
  await expect(page.getByText("Correct! You can now submit the form.")).toBeVisible();

  const response = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await submit.click();
  expect((await response).status()).toBe(201);
  await expect(
    page.getByText("Request submitted successfully! We'll get back to you soon."),
  ).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(answer).toHaveValue("");
});

test("the version page shows the running release and its status", async ({ page, request }) => {
  const version = await (await request.get("/api/version")).json();
  await page.goto("/help/version");
  await expect(page.getByText(version.version, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/New Version|Up to Date/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh App" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Help" }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test("/help/report explains that reporting needs an account", async ({ page }) => {
  await page.goto("/help/report");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("dialog")).toContainText(/account/i);
});

test("robots.txt and sitemap.xml are served", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/help/faq</loc>");
});

test("the contact page breaks no rule of the content security policy", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto("/help/contact");
  // The human check's problem arrives through the API and is parsed by its contract.
  await expect(page.getByRole("textbox", { name: /What is \d+ \+ \d+\?/ })).toBeVisible();
  await page.goto("/help/version");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});
