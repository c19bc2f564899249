import { expect, type Locator, test } from "@playwright/test";
import { SPIN_AND_BUFFER_MS } from "./support/play";
import { json, openIn, str } from "./support/strings";

/**
 * The trivia card on a 360x640 phone with the bank's longest question in the longest
 * language: both faces fit the screen, nothing hidden behind a scroll, every button in view.
 */
type Trivia = { id: number; question: string; A: string; B: string; C: string; D: string };

/** The language and trivia item with the most text, across the whole bank. */
function longestTrivia(): { language: string; item: Trivia } {
  let best = { language: "en", item: json("content/questions/trivia/en.json")[0] as Trivia };
  const size = (q: Trivia) => [q.question, q.A, q.B, q.C, q.D].join("").length;
  for (const language of ["en", "es", "fr", "de", "it", "nl", "pt", "ru", "ar", "hi", "ja"]) {
    for (const item of json(`content/questions/trivia/${language}.json`) as Trivia[]) {
      if (size(item) > size(best.item)) best = { language, item };
    }
  }
  return best;
}

async function expectFits(card: Locator) {
  const box = await card.boundingBox();
  expect(
    box && box.y >= 0 && box.y + box.height <= 640 && box.x >= 0 && box.x + box.width <= 360,
  ).toBe(true);
  const hidden = await card.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>(".game-face")].map((f) => f.scrollHeight - f.clientHeight),
  );
  expect(
    hidden.every((h) => h <= 1),
    `hidden overflow: ${hidden}`,
  ).toBe(true);
}

test("the longest trivia question fits a 360x640 phone on both faces", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { language, item } = longestTrivia();
  const bank = json(`content/questions/trivia/${language}.json`) as Trivia[];
  const { generatedAt } = await (
    await request.get(`/cdn/trivia/trivia-s1-${language}-index.json`)
  ).json();
  // Every other question already seen: the one left is the longest.
  const seen = bank.filter((q) => q.id !== item.id).map((q) => q.id);
  await page.addInitScript(
    ([code, stamp, ids]) => {
      localStorage.setItem(`indexUpdated_trivia_${code}`, JSON.stringify(stamp));
      localStorage.setItem(`usedQuestions_trivia_s1_${code}`, JSON.stringify(ids));
      localStorage.setItem("guidanceShown", "true");
    },
    [language, generatedAt, seen] as const,
  );
  await openIn(page, language, { width: 360, height: 640 });
  await page.getByRole("button", { name: str(language, "consent.banner.close") }).click();
  const firstBlock = page.waitForResponse((r) =>
    r.url().includes(`/cdn/trivia/trivia-s1-${language}-block-`),
  );
  await page
    .getByRole("banner")
    .getByRole("button", { name: str(language, "common.header.openMenu") })
    .click();
  await page.getByRole("button", { name: str(language, "games.nav"), exact: true }).click();
  await page.getByRole("radio", { name: str(language, "games.types.trivia") }).check();
  await page
    .getByRole("button", { name: str(language, "sidebar.nav.participants"), exact: true })
    .click();
  await (await firstBlock).finished();
  await page.waitForTimeout(300);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: str(language, "common.spinner.spin.wheel") }).click();
  await page.clock.runFor(SPIN_AND_BUFFER_MS + 3000);
  const card = page.getByRole("dialog", { name: str(language, "games.types.trivia") });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: str(language, "card.flipHint", "cards") }).click();
  await page.clock.runFor(700);
  await expect(card).toContainText(item.question);
  await expectFits(card);
  for (const name of [
    str(language, "card.skip", "cards"),
    str(language, "trivia.submit", "cards"),
  ]) {
    await expect(card.getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await card.getByRole("radio").first().check();
  await card
    .getByRole("button", { name: str(language, "trivia.submit", "cards"), exact: true })
    .click();
  await page.clock.runFor(700);
  await expect(card).toContainText(str(language, "trivia.correctAnswer", "cards"));
  await expectFits(card);
  await expect(
    card.getByRole("button", { name: str(language, "card.close", "cards") }).last(),
  ).toBeInViewport({ ratio: 1 });
});
