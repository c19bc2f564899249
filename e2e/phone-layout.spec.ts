import { expect, test } from "@playwright/test";
import { finishSpin, openPlay, spinner } from "./support/play";

const banner = "Cookies and your privacy";

test("an upright phone shows the wheel near the top, not below a band of empty space", async ({
  page,
}) => {
  await openPlay(page, { width: 375 });
  await page.setViewportSize({ width: 375, height: 740 });
  const header = await page.getByRole("banner").boundingBox();
  const wheel = await spinner(page).boundingBox();
  expect(wheel && header && wheel.y - (header.y + header.height)).toBeLessThan(100);
});

const SIDEWAYS: [number, number][] = [
  [740, 375],
  [568, 320],
  [844, 390],
];
for (const [width, height] of SIDEWAYS) {
  test(`a phone on its side (${width}x${height}): the consent banner takes at most 40 % of it, its choices in view`, async ({
    page,
  }) => {
    await openPlay(page, { width });
    await page.setViewportSize({ width, height });
    const region = page.getByRole("region", { name: banner });
    await expect
      .poll(async () => (await region.boundingBox())?.height)
      .toBeLessThanOrEqual(height * 0.4);
    for (const name of ["Decline", "Customize", "Accept All", "Close"]) {
      await expect(region.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
    }
  });
}

test("nothing scrolls sideways on a phone, before, during and after a spin, either way up", async ({
  page,
}) => {
  await openPlay(page, { width: 375 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const sizes: [number, number][] = [
    [375, 740],
    [740, 375],
  ];
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    expect(await overflow(), `${width}: before`).toBe(0);
    await spinner(page).click();
    await page.clock.runFor(4000);
    expect(await overflow(), `${width}: during`).toBe(0);
    await finishSpin(page);
    expect(await overflow(), `${width}: after`).toBe(0);
    await page.getByRole("button", { name: "Continue" }).click();
    expect(await overflow(), `${width}: idle`).toBe(0);
  }
});
