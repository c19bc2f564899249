import { expect, test } from "@playwright/test";
import { str } from "./support/strings";

/**
 * Issue 21: a first visit asks at once for everything its first screen needs (the page names
 * it: server/web-page.ts), instead of a chain in which each file waited for the one before;
 * and the first render shows the whole first screen, the consent banner with it, rather than
 * revealing parts up to 300 ms later (React's Suspense throttle).
 */
type FirstRender = { text: string; wheel: boolean; resources: string[] };

const PAGES = [
  { path: "/", shows: [] as string[] },
  { path: "/help", shows: [str("en", "center.title", "help")] },
  { path: "/help/faq", shows: [str("en", "faq.title", "help")] },
  { path: "/help/privacy-policy", shows: [str("en", "privacy.title", "help")] },
];

for (const { path, shows } of PAGES) {
  test(`${path}: the first render shows the page and the consent banner, from files the page asked for at once`, async ({
    page,
    request,
  }) => {
    // What the page holds when React first puts anything into #root, and which files had
    // arrived by then.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById("root");
        if (!root?.firstChild) return;
        observer.disconnect();
        const first: FirstRender = {
          text: document.body.textContent ?? "",
          wheel: document.querySelector(".wheel-svg") !== null,
          resources: performance.getEntriesByType("resource").map((e) => e.name),
        };
        Object.assign(window, { firstRender: first });
      }).observe(document, { childList: true, subtree: true });
    });
    const html = await (await request.get(path)).text();
    await page.goto(path);
    const first = (await page
      .waitForFunction(() => (window as { firstRender?: FirstRender }).firstRender)
      .then((handle) => handle.jsonValue())) as FirstRender;

    expect(first.text).toContain(str("en", "consent.banner.title"));
    for (const text of shows) expect(first.text).toContain(text);
    if (path === "/") expect(first.wheel).toBe(true);

    // Every script, stylesheet and strings file in by then is one the page named itself.
    const named = new Set([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
    const files = first.resources
      .map((url) => new URL(url).pathname)
      .filter((p) => /^\/assets\/.*\.(js|css|json)$/.test(p));
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
    // Among them the language's strings, and off the play screen the page's own.
    expect(files.some((file) => /\/locales-\w+\/en\.json$/.test(file))).toBe(true);
    if (path !== "/")
      expect(files.some((file) => /\/locales-\w+\/help\/en\.json$/.test(file))).toBe(true);
  });
}

test("the page is sent in the browser's language, with that language's strings named", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ar-EG" });
  const page = await context.newPage();
  const response = await page.goto("/help");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(html).toMatch(/locales-\w+\/ar\.json"/);
  expect(html).toMatch(/locales-\w+\/help\/ar\.json"/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    str("ar", "center.title", "help"),
  );
  await context.close();
});
