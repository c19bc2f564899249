import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations as axe } from "./support/axe";
import { openNameOptions as openOptions, openPlay, resultWinner, spinner } from "./support/play";

/**
 * Issue 18's pictures and looks: a picture on a name's slice (PNG, JPEG, WebP or GIF up to
 * 256 KB, with the spec's file messages), the colour themes, a centre picture and the play
 * area's background, kept across reloads; and the spin start said to screen readers.
 */
const QUICK_SPIN_AND_BUFFER_MS = 2_000 + 300 + 50;

// A 2 x 2 PNG (red, green, blue, white) and a 1 x 1 GIF, as a person's files would be.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGP4z8DAsACIGf4DAQAclwWcT4AauwAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=", "base64");
const PNG_DATA = `data:image/png;base64,${PNG.toString("base64")}`;

/** Opens / with these names, each with the picture given (set once: a reload keeps what the page stored since). */
async function openWith(page: Page, names: { name: string; image?: string }[]) {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const entries = list.map((n, i) => ({ id: `p${i}`, ...n }));
    localStorage.setItem("savedParticipants", JSON.stringify(entries));
  }, names);
  await openPlay(page);
}

const pictures = (page: Page) => page.locator(".wheel-svg image[data-picture]");
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);

/**
 * For every slice with a picture: whether the picture's centre lies inside its own slice,
 * and where its label starts (its inner end, in the wheel's units from the centre).
 */
async function picturePlacement(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGGElement>(".wheel-svg g[data-label]")].map((g) => {
      const label = g.dataset.label ?? "";
      const image = document.querySelector<SVGImageElement>(
        `.wheel-svg image[data-picture="${CSS.escape(label)}"]`,
      );
      const text = g.querySelector("text");
      const path = g.querySelector("path");
      if (!image || !text || !path) return { label, inside: false, labelFrom: 0 };
      const side = image.width.baseVal.value;
      const local = new DOMPoint(
        image.x.baseVal.value + side / 2,
        image.y.baseVal.value + side / 2,
      );
      const centre = local.matrixTransform(image.transform.baseVal.consolidate()?.matrix);
      const end = Number(text.dataset.end);
      return {
        label,
        inside: path.isPointInFill(centre),
        labelFrom: end - text.getComputedTextLength(),
        pictureFrom: Math.hypot(centre.x, centre.y) - side / 2,
        labelTo: end,
      };
    }),
  );
}

test("a picture on a name's slice: chosen, drawn inside the slice, kept, removed; refused files change nothing", async ({
  page,
}) => {
  await openWith(page, [{ name: "Ann" }, { name: "Bo" }, { name: "Cy" }]);
  let dialog = await openOptions(page, "Bo");
  const field = dialog.getByLabel("Picture on its slice");
  await expect(field).toHaveAccessibleDescription(/PNG, JPEG, WebP or GIF, up to 256 KB/);

  // The spec's file messages, and nothing kept.
  await field.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hi"),
  });
  await expect(dialog.getByRole("alert")).toHaveText("File type text/plain is not allowed");
  await field.setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(300_000, 1),
  });
  await expect(dialog.getByRole("alert")).toHaveText(
    "File size 300,000 bytes exceeds maximum 262,144 bytes",
  );
  await field.setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(500, 7),
  });
  await expect(dialog.getByRole("alert")).toHaveText(
    "This picture could not be read. Try another file.",
  );
  await expect(dialog.getByRole("img", { name: "The current picture" })).toHaveCount(0);

  await field.setInputFiles({ name: "bo.gif", mimeType: "image/gif", buffer: GIF });
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByRole("img", { name: "The current picture" })).toBeVisible();
  await axe(page);
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(pictures(page)).toHaveCount(1);
  const bo = (await stored(page, "savedParticipants")).find(
    (p: { name: string }) => p.name === "Bo",
  );
  // Kept as a small copy: WebP where the browser writes it.
  expect(bo.image).toMatch(/^data:image\/webp;base64,/);
  expect(bo.image.length).toBeLessThan(16_000);
  const [placed] = (await picturePlacement(page)).filter((p) => p.label === "Bo");
  expect(placed?.inside).toBe(true);

  await page.reload();
  await expect(pictures(page)).toHaveCount(1);

  dialog = await openOptions(page, "Bo");
  await dialog.getByRole("button", { name: "Remove the picture" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(pictures(page)).toHaveCount(0);
  expect(
    (await stored(page, "savedParticipants")).find((p: { name: string }) => p.name === "Bo").image,
  ).toBeUndefined();
});

test("36 names with a picture each: every picture in its own slice, every label between the hub and its picture", async ({
  page,
}) => {
  const names = Array.from({ length: 36 }, (_, i) => ({
    name: `Bartholomew ${String(i + 1).padStart(2, "0")}`,
    image: PNG_DATA,
  }));
  await openWith(page, names);
  await expect(pictures(page)).toHaveCount(36);
  const placed = await picturePlacement(page);
  expect(placed).toHaveLength(36);
  for (const p of placed) {
    expect(p.inside, p.label).toBe(true);
    expect(p.labelFrom, p.label).toBeGreaterThanOrEqual(14 + 3 - 0.5); // the hub's edge
    expect(p.labelTo, p.label).toBeLessThan(p.pictureFrom ?? 0);
  }
  await axe(page);
  // It still spins to a winner.
  await spinner(page).click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toHaveText(/^Bartholomew \d\d$/);
});

async function lookPanel(page: Page) {
  await page.getByRole("button", { name: "Spinner styles" }).click();
  return page.getByRole("group", { name: "Look" });
}

const firstSliceFill = (page: Page) =>
  page.locator(".wheel-svg g[data-index='0'] path").getAttribute("fill");

test("a colour theme, a centre picture and a background of one's own, kept across a reload, readable in both themes", async ({
  page,
}) => {
  await openPlay(page);
  const look = await lookPanel(page);
  const themes = look.getByRole("group", { name: "Colours" });
  await expect(themes.getByRole("radio", { name: "Classic" })).toBeChecked();
  expect(await firstSliceFill(page)).toBe("#ef4444");

  await themes.getByRole("radio", { name: "Colour-blind safe, bold" }).check();
  expect(await firstSliceFill(page)).toBe("#000000");
  // A black slice gets a white label.
  await expect(page.locator(".wheel-svg g[data-index='0'] text")).toHaveAttribute(
    "fill",
    "#ffffff",
  );

  await look.getByLabel("Picture in the centre").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.locator('.wheel-svg image[data-picture=""]')).toHaveCount(1);

  await look.getByRole("checkbox", { name: "A background colour of its own" }).check();
  await look.getByLabel("Background colour", { exact: true }).fill("#1e3a8a");
  const area = page.getByRole("region", { name: "Spinner", exact: true });
  await expect(area).toHaveCSS("background-color", "rgb(30, 58, 138)");
  // Dark blue: the area's text turns white.
  await expect(area).toHaveCSS("color", "rgb(255, 255, 255)");
  await axe(page);
  await page.getByRole("button", { name: "Dark mode" }).click();
  await axe(page);

  await page.reload();
  await expect(spinner(page)).toBeAttached();
  expect(await firstSliceFill(page)).toBe("#000000");
  await expect(page.locator('.wheel-svg image[data-picture=""]')).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Spinner", exact: true })).toHaveCSS(
    "background-color",
    "rgb(30, 58, 138)",
  );
  const reopened = await lookPanel(page);
  await expect(
    reopened
      .getByRole("group", { name: "Colours" })
      .getByRole("radio", { name: "Colour-blind safe, bold" }),
  ).toBeChecked();

  // Back to the page's own: nothing of it stays.
  await reopened.getByRole("checkbox", { name: "A background colour of its own" }).uncheck();
  await reopened.getByRole("button", { name: "Remove the picture" }).click();
  await reopened
    .getByRole("group", { name: "Colours" })
    .getByRole("radio", { name: "Classic" })
    .check();
  await expect(page.locator(".wheel-svg image")).toHaveCount(0);
  expect(await firstSliceFill(page)).toBe("#ef4444");
  expect(await stored(page, "wheelLook")).toMatchObject({
    theme: "classic",
    center: "",
    background: "",
  });
});

test("a screen reader hears the spin start, then the winner", async ({ page }) => {
  await openPlay(page);
  const status = page.getByRole("status").filter({ hasText: "Spinning…" });
  await expect(status).toHaveCount(0);
  await spinner(page).click({ modifiers: ["Shift"] });
  await expect(status).toHaveCount(1);
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toBeVisible();
  await expect(status).toHaveCount(0);
});
