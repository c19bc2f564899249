import { expect, type Page, test } from "@playwright/test";
import { openPlay } from "./support/play";

/**
 * Every wheel label lies between the centre hub and the rim, and within its slice, at every
 * count from 2 to 36: measured on the drawn SVG, in the label's own (rotated) coordinates.
 */
async function labelsOutsideTheirRoom(page: Page) {
  return page.evaluate(() => {
    const texts = [...document.querySelectorAll<SVGTextElement>(".wheel-svg text")];
    const count = texts.length;
    const bad: string[] = [];
    for (const text of texts) {
      const box = text.getBBox();
      // The label runs along the x axis, from the rim inwards, on either side of the centre.
      const inner = Math.min(Math.abs(box.x), Math.abs(box.x + box.width));
      const outer = Math.max(Math.abs(box.x), Math.abs(box.x + box.width));
      const halfSlice = inner * Math.tan(Math.PI / count);
      const fits =
        inner >= 14 && outer <= 100 && (count === 2 || box.height * 0.7 <= 2 * halfSlice + 0.5);
      if (!fits) bad.push(`${count}: ${text.textContent} ${inner.toFixed(1)}-${outer.toFixed(1)}`);
    }
    return { count, bad };
  });
}

const WIDE = ["WWWWWWWWWWWW", "Bartholomew-", "MMMMMMMMMMMM", "Maximilianne"];

test("wheel labels of 12 wide letters fit between the hub and the rim, 2 to 36 names", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const count of [2, 3, 5, 8, 12, 13, 18, 24, 25, 30, 36]) {
    const names = Array.from({ length: count }, (_, i) => ({
      id: String(i + 1),
      name: `${WIDE[i % WIDE.length]?.slice(0, 10)}${String(i).padStart(2, "0")}`,
    }));
    await page.addInitScript((list) => {
      localStorage.setItem("savedParticipants", JSON.stringify(list));
    }, names);
    await openPlay(page);
    const result = await labelsOutsideTheirRoom(page);
    expect(result.count).toBe(count);
    expect(result.bad).toEqual([]);
  }
});

test("in the colours mode too, with 24 colours", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "sidebarSettings",
      JSON.stringify({ listMode: "colors", colorCount: 24, colorType: "random" }),
    );
  });
  await openPlay(page);
  await expect.poll(async () => (await labelsOutsideTheirRoom(page)).count).toBe(24);
  expect((await labelsOutsideTheirRoom(page)).bad).toEqual([]);
});

/** Names on the spinner that the first-visit hints ("Click Here", "Ctrl + Enter") lie over. */
async function namesUnderHints(page: Page) {
  return page.evaluate(() => {
    const hints = document.querySelector(".spinner-hints")?.getBoundingClientRect();
    if (!hints) return ["(no hints)"];
    return [...document.querySelectorAll(".wheel-svg text, .bottle-name")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.left < hints.right &&
          r.right > hints.left &&
          r.top < hints.bottom &&
          r.bottom > hints.top
        );
      })
      .map((el) => el.textContent ?? "");
  });
}

for (const style of ["wheel", "colabottle"]) {
  test(`the first-visit hints cover no name, five names (${style})`, async ({ page }) => {
    // Five names: one sits at the bottom, where the hints were.
    await page.addInitScript((id) => {
      localStorage.setItem("selectedSpinner", JSON.stringify(id));
      const names = ["Alice", "Bob", "Charlie", "Diana", "Ethan"];
      localStorage.setItem(
        "savedParticipants",
        JSON.stringify(names.map((name, i) => ({ id: String(i + 1), name }))),
      );
    }, style);
    await openPlay(page);
    await expect(page.locator(".spinner-hints")).toBeVisible();
    await expect(spinnerNames(page)).not.toHaveCount(0);
    expect(await namesUnderHints(page)).toEqual([]);
  });
}

const spinnerNames = (page: Page) => page.locator(".wheel-svg text, .bottle-name");
