import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { openPlayRealTime, scrollToFooter, spinner } from "./support/play";

test.describe("the app shell", () => {
  test("/ shows the header, sidebar, spinner area and footer, with no CSP violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    page.on("pageerror", (e) => violations.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");

    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(54);
    await expect(header.getByRole("link", { name: "Twirl", exact: true })).toBeVisible();
    // Below the first screen, the footer loads only when scrolled to (see the end).
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await sidebar.click({ position: { x: 40, y: 300 } });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(await scrollToFooter(page)).toContainText(`© ${year} Twirl`);

    // Icons are symbols of one sprite (web/ui/icons.svg): each one shown draws a shape.
    const shown = page.locator("svg > use").filter({ visible: true });
    await expect.poll(() => shown.count()).toBeGreaterThan(20);
    await expect
      .poll(() =>
        shown.evaluateAll((uses) =>
          uses
            .filter((use) => (use as SVGUseElement).getBBox().width === 0)
            .map((u) => u.outerHTML),
        ),
      )
      .toEqual([]);
    expect(violations).toEqual([]);
  });

  test("below 1024 px the sidebar is a 280 px drawer", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sidebar).toBeInViewport();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    expect((await sidebar.boundingBox())?.width).toBe(280);
    // Escape in a dialog opened from the drawer closes the dialog, and only the dialog.
    await sidebar.getByRole("button", { name: "Load participants" }).press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Close menu" }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");
    await expect(sidebar).not.toBeInViewport();
  });

  test("dark mode toggles and is remembered across a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const paper = await page
      .getByRole("banner")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(paper).toBe("rgb(31, 41, 55)");

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Dark mode" }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("an unknown path shows the not-found screen with a link home", async ({ page }) => {
    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
  });

  test("an unknown /api path answers JSON, not the app", async ({ request }) => {
    const res = await request.get("/api/nope");
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});

test("the play screen passes axe-core at the serious and critical levels", async ({ page }) => {
  await openPlayRealTime(page);
  await expectNoSeriousA11yViolations(page);
});

test("the info section loads when scrolled to, and passes axe-core too", async ({ page }) => {
  // The info section's code comes with its strings, the info area's file.
  const infoChunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/locales-\w+\/info\/en\.json$/.test(r.url())) infoChunks.push(r.url());
  });
  await openPlayRealTime(page);
  // The spinner fills the first screen: nothing of the info section is fetched yet.
  await expect(page.getByRole("heading", { name: "What is Twirl?" })).toHaveCount(0);
  expect(infoChunks).toEqual([]);

  const title = page.getByRole("heading", { name: "What is Twirl?" });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(title).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  expect(infoChunks.length).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Watch how to play?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the spinner art comes from hashed paths, cached for a year like the scripts", async ({
  page,
}) => {
  await openPlayRealTime(page);
  const images = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /\/(spinners|games)\/[\w-]+\.svg$/.test(p)),
  );
  expect(images.length).toBeGreaterThanOrEqual(17);
  for (const path of images) expect(path).toMatch(/^\/assets\/img-[0-9a-f]{8}\/(spinners|games)\//);
  const res = await page.request.get(images[0] as string);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  expect(res.headers()["cache-control"]).toContain("immutable");
});

test("the tab icon is a small PNG inside the page: no request of its own before the first paint, and cheap to decode again when the page starts making sound (an SVG icon cost a long frame then)", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await openPlayRealTime(page);
  const href = (await page.locator('link[rel="icon"]').getAttribute("href")) ?? "";
  expect(href).toMatch(/^data:image\/png;base64,/);
  expect(href.length).toBeLessThan(2_000);
  const size = await page.evaluate(
    `new Promise((resolve) => { const i = new Image(); i.onload = () => resolve([i.naturalWidth, i.naturalHeight]); i.src = ${JSON.stringify(href)}; })`,
  );
  expect(size).toEqual([32, 32]);
  expect(requests.filter((p) => /favicon|\.png$/.test(p))).toEqual([]);
});

test("the first screen renders asking for nothing but its script, stylesheet and strings; the config and the preloaded images wait two frames (issue 21)", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  // The clock stands still: frames come only when the test moves it.
  await page.clock.install({ time: new Date("2026-11-25T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-25T12:00:01Z"));
  await page.goto("/");
  await expect(spinner(page)).toBeAttached();
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
  await page.waitForTimeout(1_000);
  const kind = (path: string) =>
    /^\/assets\/locales-\w+\/en\.json$/.test(path)
      ? "strings"
      : /^\/assets\/[\w-]+\.js$/.test(path)
        ? "script"
        : /^\/assets\/[\w-]+\.css$/.test(path)
          ? "stylesheet"
          : path;
  expect(requests.slice(1).map(kind).sort()).toEqual(["script", "strings", "stylesheet"]);
  await page.clock.runFor(100);
  await expect.poll(() => requests).toContain("/api/client-config");
  await expect.poll(() => requests.filter((p) => p.includes("/spinners/")).length).toBe(13);
});
