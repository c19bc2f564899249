import { expect, type Page } from "@playwright/test";

/** Spin time plus the 300 ms result buffer, with a margin. */
export const SPIN_AND_BUFFER_MS = 14_000 + 300 + 50;
/** From the stop to the end of the result stage (recording). */
export const RESULT_HOLD_MS = 7_000;

/** Opens / with the Playwright clock installed, past the image preloader. */
export async function openPlay(page: Page, options: { width?: number; time?: number } = {}) {
  await page.clock.install(options.time === undefined ? undefined : { time: options.time });
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await page.goto("/");
  // The overlay mounts with the spinner and leaves once its images are in. Waiting to see its
  // brief "Ready to spin!" could miss it on a busy machine, so the clock is moved on until
  // the overlay has gone.
  await expect(spinner(page)).toBeAttached();
  const overlay = page.getByRole("progressbar", { name: "Image loading progress" });
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(overlay).toHaveCount(0, { timeout: 250 });
  }).toPass({ timeout: 15_000 });
}

/** Opens / on the real clock and waits until the spinner is drawn and the preloader has gone. */
export async function openPlayRealTime(page: Page) {
  await page.goto("/");
  await expect(spinner(page)).toBeAttached();
  await expect(page.getByRole("progressbar", { name: "Image loading progress" })).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Scrolls down until the footer, which loads when scrolled to, is on screen; returns it. */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(async () => {
    await page.mouse.wheel(0, 2_000);
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return footer;
}

export function spinner(page: Page) {
  return page.getByRole("button", { name: /^Spin the / });
}

export function resultWinner(page: Page) {
  return page.locator(".spinner-result-winner");
}

/** Runs a spin to its result and returns the announced winner. */
export async function finishSpin(page: Page): Promise<string> {
  await page.clock.runFor(SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toBeVisible();
  return (await resultWinner(page).textContent()) ?? "";
}

/** The label of the wheel segment just under the pointer's tip, as drawn on screen. */
export async function segmentUnderPointer(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const pointer = document.querySelector(".wheel-pointer")?.getBoundingClientRect();
    if (!pointer) return undefined;
    // The transparent spin button lies over the drawing: look through it.
    const stack = document.elementsFromPoint(pointer.left + pointer.width / 2, pointer.bottom + 4);
    const segment = stack.find((el) => el.closest("[data-label]"));
    return segment?.closest<HTMLElement>("[data-label]")?.dataset.label;
  });
}

/** The name the bottle's neck points at: the label nearest to the rotor's on-screen angle. */
export async function nameAtBottleNeck(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const rotor = document.querySelector<HTMLElement>(".bottle-rotor");
    const stage = document.querySelector(".bottle")?.getBoundingClientRect();
    if (!rotor || !stage) return undefined;
    const m = new DOMMatrix(getComputedStyle(rotor).transform);
    const neck = ((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360;
    const cx = stage.left + stage.width / 2;
    const cy = stage.top + stage.height / 2;
    let best: { label?: string; gap: number } = { gap: 361 };
    for (const li of document.querySelectorAll<HTMLElement>(".bottle-name")) {
      const r = li.getBoundingClientRect();
      const angle =
        ((Math.atan2(r.left + r.width / 2 - cx, cy - (r.top + r.height / 2)) * 180) / Math.PI +
          360) %
        360;
      const gap = Math.min(Math.abs(angle - neck), 360 - Math.abs(angle - neck));
      if (gap < best.gap) best = { label: li.dataset.label, gap };
    }
    return best.label;
  });
}

/** Opens a name's options dialog (its pencil, then its gear) and returns the dialog. */
export async function openNameOptions(page: Page, name: string) {
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await page.getByRole("button", { name: `Options for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Options for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
