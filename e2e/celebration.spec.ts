import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations as axe } from "./support/axe";
import { openPlay, resultWinner, spinner } from "./support/play";

/**
 * Issue 18's celebration: confetti (none under reduced motion), a winner message of one's
 * own, and the winner read aloud in the interface language (off by default).
 */
const QUICK_SPIN_AND_BUFFER_MS = 2_000 + 300 + 50;

/** Records what the page asks the browser's speech synthesis to say. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: { text: string; lang: string }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    if (!("speechSynthesis" in window)) return;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      said.push({ text: u.text, lang: u.lang });
      speak(u);
    };
  });
}
const said = (page: Page) =>
  page.evaluate(() => (window as unknown as { said: { text: string; lang: string }[] }).said);

async function celebrationPanel(page: Page) {
  await page.getByRole("button", { name: "Spinner styles" }).click();
  return page.getByRole("group", { name: "Celebration" });
}

async function quickSpin(page: Page) {
  await spinner(page).click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toBeVisible();
}

test("confetti falls for the winner, then goes; a message of one's own; nothing said by default", async ({
  page,
}) => {
  await recordSpeech(page);
  await openPlay(page);
  const panel = await celebrationPanel(page);
  await expect(panel.getByRole("checkbox", { name: "Confetti for the winner" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Read the winner aloud" })).not.toBeChecked();
  await axe(page);

  await quickSpin(page);
  await expect(page.getByText("The winner is", { exact: true })).toBeVisible();
  const burst = page.locator(".confetti");
  await expect(burst).toHaveCount(1);
  await expect(burst).toHaveAttribute("aria-hidden", "true");
  // Pieces move by transform and opacity alone: what the compositor draws without the page.
  const animated = await page.evaluate(() => {
    const pieces = [...document.querySelectorAll(".confetti i")];
    const properties = new Set<string>();
    for (const piece of pieces)
      for (const animation of piece.getAnimations())
        for (const frame of (animation.effect as KeyframeEffect).getKeyframes())
          for (const key of Object.keys(frame))
            if (!["offset", "computedOffset", "easing", "composite"].includes(key))
              properties.add(key);
    return { pieces: pieces.length, properties: [...properties].sort() };
  });
  expect(animated).toEqual({ pieces: 48, properties: ["opacity", "transform"] });
  await page.clock.runFor(2_600);
  await expect(burst).toHaveCount(0);
  expect(await said(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue" }).click();

  const message = panel.getByRole("textbox", { name: "Winner message" });
  await expect(message).toHaveAccessibleDescription(/instead of “The winner is”/);
  await message.fill("And the star of the show is");
  await panel.getByRole("checkbox", { name: "Confetti for the winner" }).uncheck();
  await page.reload();
  await quickSpin(page);
  await expect(page.getByText("And the star of the show is", { exact: true })).toBeVisible();
  await expect(page.locator(".confetti")).toHaveCount(0);
});

test("the winner is read aloud in the interface language when asked", async ({ page }) => {
  await recordSpeech(page);
  await page.addInitScript(() => {
    localStorage.setItem("language", JSON.stringify("fr"));
    localStorage.setItem("savedParticipants", JSON.stringify([{ id: "a", name: "Zoé" }]));
  });
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const spin = page.getByRole("button", { name: "Faire tourner la roue" });
  await expect(spin).toBeAttached();
  const overlay = page.getByRole("progressbar", { name: "Progression du chargement des images" });
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(overlay).toHaveCount(0, { timeout: 250 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("button", { name: "Styles de roulette" }).click();
  await page.getByRole("checkbox", { name: "Annoncer le gagnant à voix haute" }).check();
  await spin.click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toHaveText("Zoé");
  await expect.poll(() => said(page)).toHaveLength(1);
  const [spoken] = await said(page);
  expect(spoken?.lang).toBe("fr");
  expect(spoken?.text).toBe("Le gagnant est Zoé");
});

test("under reduced motion no confetti falls, and the panel says why", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPlay(page);
  const panel = await celebrationPanel(page);
  await expect(
    panel.getByRole("checkbox", { name: "Confetti for the winner" }),
  ).toHaveAccessibleDescription("Your device asks for less motion, so no confetti falls.");
  await spinner(page).click();
  await page.clock.runFor(1_500 + 300 + 50);
  await expect(resultWinner(page)).toBeVisible();
  await expect(page.locator(".confetti")).toHaveCount(0);
});
