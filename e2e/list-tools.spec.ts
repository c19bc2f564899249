import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations as axe } from "./support/axe";
import {
  openNameOptions as openOptions,
  openPlay,
  resultWinner,
  segmentUnderPointer,
  spinner,
} from "./support/play";

/**
 * Issue 18's names list: weights, absent today, the list tools (shuffle, sort, clear with
 * undo, teams), the fair rotation, the tally and several winners, each as a person uses them.
 */
const QUICK_SPIN_AND_BUFFER_MS = 2_000 + 300 + 50;

type Seed = { name: string; weight?: number; hidden?: true; picked?: true; wins?: number };

/** Opens / with these names (set once: a reload keeps what the page stored since). */
async function openWith(page: Page, names: (string | Seed)[], settings: object = {}) {
  await page.addInitScript(
    ([list, sidebar]) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const entries = (list as (string | Seed)[]).map((n, i) => ({
        id: `p${i}`,
        ...(typeof n === "string" ? { name: n } : n),
      }));
      localStorage.setItem("savedParticipants", JSON.stringify(entries));
      localStorage.setItem("sidebarSettings", JSON.stringify(sidebar));
    },
    [names, settings] as const,
  );
  await openPlay(page);
}

const rows = (page: Page) => page.getByRole("list", { name: "Participants" }).getByRole("listitem");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("savedParticipants") ?? "null"));

/** Each wheel slice's share of the circle, read from the drawn paths' end points. */
async function sliceShares(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const shares: Record<string, number> = {};
    const angle = (x: number, y: number) => ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;
    for (const g of document.querySelectorAll<SVGGElement>(".wheel-svg g[data-label]")) {
      const d = g.querySelector("path")?.getAttribute("d") ?? "";
      const n = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      // M0,0 L x0,y0 A r,r 0 large 1 x1,y1 Z
      const [x0, y0, x1, y1] = [n[2], n[3], n.at(-2), n.at(-1)] as [number, number, number, number];
      shares[g.dataset.label ?? ""] = ((((angle(x1, y1) - angle(x0, y0)) % 360) + 360) % 360) / 360;
    }
    return shares;
  });
}

/** A quick spin (Shift + click) to its result; returns the winners shown. */
async function quickSpin(page: Page): Promise<string[]> {
  await spinner(page).click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page).first()).toBeVisible();
  const winners = await resultWinner(page).allTextContents();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(resultWinner(page)).toHaveCount(0);
  return winners;
}

async function openTools(page: Page) {
  const button = page.getByRole("button", { name: "List tools" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

test("a weight makes a name's slice and its chance grow, kept on a reload; a bad one is refused", async ({
  page,
}) => {
  await openWith(page, ["Ann", "Bartholomew", "Cy", "Dee"]);
  const dialog = await openOptions(page, "Bartholomew");
  const weight = dialog.getByRole("spinbutton", { name: "Weight" });
  await expect(weight).toHaveAccessibleDescription(/How many times Bartholomew counts/);
  await weight.fill("0");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "The weight must be a whole number from 1 to 100.",
  );
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  expect((await stored(page))[1].weight).toBeUndefined();

  await weight.fill("3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, "Bartholomew")).toContainText("×3");
  // On screen: Bartholomew's slice is 3 of 6 shares, the others 1 each.
  const shares = await sliceShares(page);
  expect(shares.Bartholomew).toBeCloseTo(3 / 6, 3);
  for (const other of ["Ann", "Cy", "Dee"]) expect(shares[other]).toBeCloseTo(1 / 6, 3);

  // The pick lands where the pointer shows, on the weighted slices.
  await spinner(page).click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(resultWinner(page)).toBeVisible();
  expect(await segmentUnderPointer(page)).toBe(await resultWinner(page).textContent());
  await page.getByRole("button", { name: "Continue" }).click();

  await page.reload();
  await expect(row(page, "Bartholomew")).toContainText("×3");
  expect((await sliceShares(page)).Bartholomew).toBeCloseTo(0.5, 3);
});

test("absent today: off the spinner, kept in the list, back with one click", async ({ page }) => {
  await openWith(page, ["Ann", "Bo", "Cy"]);
  const dialog = await openOptions(page, "Bo");
  await dialog.getByRole("checkbox", { name: /Absent today/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row(page, "Bo")).toContainText("Absent");
  expect(Object.keys(await sliceShares(page)).sort()).toEqual(["Ann", "Cy"]);
  for (let i = 0; i < 3; i++) expect(await quickSpin(page)).not.toContain("Bo");

  await page.reload();
  await expect(row(page, "Bo")).toContainText("Absent");
  const again = await openOptions(page, "Bo");
  await again.getByRole("checkbox", { name: /Absent today/ }).uncheck();
  await again.getByRole("button", { name: "Save" }).click();
  expect(Object.keys(await sliceShares(page)).sort()).toEqual(["Ann", "Bo", "Cy"]);
});

test("a name's own colour paints its slice, and is kept on a reload", async ({ page }) => {
  await openWith(page, ["Ann", "Bo", "Cy"]);
  const dialog = await openOptions(page, "Bo");
  await dialog.getByRole("checkbox", { name: "Its own colour on the wheel" }).check();
  await dialog.getByLabel("Colour", { exact: true }).fill("#123456");
  await dialog.getByRole("button", { name: "Save" }).click();
  const slice = page.locator('.wheel-svg g[data-label="Bo"] path');
  await expect(slice).toHaveAttribute("fill", "#123456");
  // The label on it turns light to stay readable.
  await expect(page.locator('.wheel-svg g[data-label="Bo"] text')).toHaveAttribute(
    "fill",
    "#ffffff",
  );
  await page.reload();
  await expect(slice).toHaveAttribute("fill", "#123456");
  expect((await stored(page))[1].color).toBe("#123456");
});

test("sort A-Z, shuffle, and clear all with undo", async ({ page }) => {
  await openWith(page, ["zoë", "Émile", "adam", "Bea"]);
  await openTools(page);
  await page.getByRole("button", { name: "Sort A-Z" }).click();
  await expect(page.getByRole("status").filter({ hasText: "sorted" })).toBeVisible();
  await expect(rows(page)).toHaveText(["adam", "Bea", "Émile", "zoë"].map((n) => new RegExp(n)));

  await page.getByRole("button", { name: "Shuffle" }).click();
  await expect(page.getByText("The names were shuffled.")).toBeVisible();
  expect((await stored(page)).map((p: Seed) => p.name).sort()).toEqual(
    ["Bea", "adam", "zoë", "Émile"].sort(),
  );

  const before = await stored(page);
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByText("The list was cleared.")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("The list is back.")).toBeVisible();
  expect(await stored(page)).toEqual(before);
});

test("everyone gets a turn: no repeat until all had one, kept on a reload, reset on demand", async ({
  page,
}) => {
  await openWith(page, ["Ann", "Bo", "Cy", { name: "Dee", hidden: true }]);
  await openTools(page);
  const rotation = page.getByRole("checkbox", { name: "Everyone gets a turn" });
  await rotation.check();
  await expect(rotation).toHaveAccessibleDescription(/Nobody is picked again/);
  await expect(page.getByText("Picked so far: 0 of 3")).toBeVisible();

  const first = (await quickSpin(page))[0] as string;
  await expect(row(page, first)).toContainText("Picked");
  await expect(page.getByText("Picked so far: 1 of 3")).toBeVisible();

  // A reload keeps the round.
  await page.reload();
  await openTools(page);
  await expect(page.getByText("Picked so far: 1 of 3")).toBeVisible();
  const round = [first, ...(await quickSpin(page)), ...(await quickSpin(page))];
  expect(new Set(round).size).toBe(3);
  expect(round).not.toContain("Dee");
  await expect(page.getByText("Picked so far: 3 of 3")).toBeVisible();

  // The next spin starts a new round.
  await quickSpin(page);
  await expect(page.getByText("Picked so far: 1 of 3")).toBeVisible();
  await page.getByRole("button", { name: "Start a new round" }).click();
  await expect(page.getByText("Picked so far: 0 of 3")).toBeVisible();
  expect((await stored(page)).some((p: Seed) => p.picked)).toBe(false);
});

test("count wins keeps the winner and shows a tally, reset on demand; removing turns it off", async ({
  page,
}) => {
  await openWith(page, ["Ann", "Bo"]);
  await openTools(page);
  await page.getByRole("checkbox", { name: "Keep the winner and count wins" }).check();
  const winners = [...(await quickSpin(page)), ...(await quickSpin(page))];
  const total = (await stored(page)).reduce((n: number, p: Seed) => n + (p.wins ?? 0), 0);
  expect(total).toBe(2);
  await expect(rows(page)).toHaveCount(2);
  if (winners[0] === winners[1])
    await expect(row(page, winners[0] as string)).toContainText("2 wins");
  else for (const w of winners) await expect(row(page, w)).toContainText("1 win");

  await page.getByRole("button", { name: "Reset the tally" }).click();
  await expect(page.getByText("The tally was reset.")).toBeVisible();
  expect((await stored(page)).some((p: Seed) => p.wins)).toBe(false);

  await page.getByRole("checkbox", { name: "Remove winner after pick" }).check();
  await expect(
    page.getByRole("checkbox", { name: "Keep the winner and count wins" }),
  ).not.toBeChecked();
});

test("several winners: distinct names, shown one after another, recorded as one result", async ({
  page,
}) => {
  await openWith(page, ["Ann", "Bo", "Cy", "Dee", "Eve"]);
  await openTools(page);
  await page.getByRole("combobox", { name: "Winners per spin" }).selectOption("3");
  await spinner(page).click({ modifiers: ["Shift"] });
  await page.clock.runFor(QUICK_SPIN_AND_BUFFER_MS);
  await expect(page.getByText("The winners are")).toBeVisible();
  const winners = await resultWinner(page).allTextContents();
  expect(winners).toHaveLength(3);
  expect(new Set(winners).size).toBe(3);
  // The spinner stops on the first of them.
  expect(await segmentUnderPointer(page)).toBe(winners[0]);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("spinResults") ?? "[]")))
    .toHaveLength(1);
  const [result] = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("spinResults") ?? "[]"),
  );
  expect(result.winner).toBe(winners.join(", "));
});

test("make teams: balanced cards, shuffled again, copied as text", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openWith(page, ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus"]);
  await openTools(page);
  await page.getByRole("button", { name: "Make teams" }).click();
  const dialog = page.getByRole("dialog", { name: "Make teams" });
  await dialog.getByRole("radio", { name: "Into teams of a size" }).check();
  await dialog.getByRole("combobox", { name: "People per team" }).selectOption("3");
  await dialog.getByRole("button", { name: "Make teams" }).click();
  const teams = dialog.getByRole("list", { name: /^Team \d$/ });
  await expect(teams).toHaveCount(3);
  const sizes = await teams.evaluateAll((lists) => lists.map((l) => l.children.length).sort());
  expect(sizes).toEqual([2, 2, 3]);
  await axe(page);

  await dialog.getByRole("button", { name: "Shuffle again" }).click();
  await dialog.getByRole("button", { name: "Copy as text" }).click();
  await expect(dialog.getByRole("status")).toHaveText("The teams were copied.");
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split("\n\n")).toHaveLength(3);
  expect(text).toMatch(/^Team 1\n/);
  expect(
    text
      .split("\n")
      .filter((l) => !/^Team \d$/.test(l) && l)
      .sort(),
  ).toEqual(["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus"]);
});

for (const dark of [false, true]) {
  test(`${dark ? "dark" : "light"}: the tools, the marks and the options dialog pass axe`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    await openWith(
      page,
      [{ name: "Ann", weight: 4, picked: true, wins: 2 }, { name: "Bo", hidden: true }, "Cy"],
      { fairRotation: true, countWins: true },
    );
    await expect(row(page, "Ann")).toContainText("2 wins");
    await openTools(page);
    await axe(page);
    await openOptions(page, "Cy");
    await axe(page);
  });
}
