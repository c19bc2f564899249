import { expect, type Page, test } from "@playwright/test";
import { openPlay } from "./support/play";

/**
 * Around a bottle, at every count the list allows and with names as long as it allows,
 * each name shows whole inside its own box, no two boxes meet, and none leaves the screen.
 */
async function problems(page: Page) {
  return page.evaluate(() => {
    type Pt = [number, number];
    const boxes = [...document.querySelectorAll<HTMLElement>(".bottle-name")].map((li) => {
      const r = li.getBoundingClientRect();
      const m = new DOMMatrix(getComputedStyle(li).transform);
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      const [w, h] = [li.offsetWidth / 2, li.offsetHeight / 2];
      const local: Pt[] = [
        [-w, -h],
        [w, -h],
        [w, h],
        [-w, h],
      ];
      const corners = local.map(([x, y]): Pt => [cx + m.a * x + m.c * y, cy + m.b * x + m.d * y]);
      return { li, corners, fits: li.scrollWidth <= li.clientWidth + 1 };
    });
    // Separating axis test for two convex quadrilaterals.
    const overlap = (a: Pt[], b: Pt[]) => {
      for (const poly of [a, b]) {
        for (let i = 0; i < 4; i++) {
          const [x1, y1] = poly[i] as Pt;
          const [x2, y2] = poly[(i + 1) % 4] as Pt;
          const [nx, ny] = [y2 - y1, x1 - x2];
          const project = (p: Pt[]) => p.map(([x, y]) => x * nx + y * ny);
          const [pa, pb] = [project(a), project(b)];
          if (Math.max(...pa) <= Math.min(...pb) + 0.5 || Math.max(...pb) <= Math.min(...pa) + 0.5)
            return false;
        }
      }
      return true;
    };
    const found: string[] = [];
    const width = window.innerWidth;
    boxes.forEach((box, i) => {
      const name = box.li.dataset.label;
      if (!box.fits) found.push(`${name}: cut`);
      if (box.corners.some(([x]) => x < 0 || x > width)) found.push(`${name}: off screen`);
      for (const other of boxes.slice(i + 1)) {
        if (overlap(box.corners, other.corners))
          found.push(`${name} meets ${other.li.dataset.label}`);
      }
    });
    return { count: boxes.length, found };
  });
}

for (const width of [1280, 375]) {
  test(`bottle names fit, whole and apart, 2 to 36 long names (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const count of [2, 3, 5, 8, 9, 12, 16, 24, 30, 36]) {
      const names = Array.from({ length: count }, (_, i) => ({
        id: String(i + 1),
        name: `${"Maximilian-Wolfgang".slice(0, 18)}${String(i).padStart(2, "0")}`,
      }));
      await page.addInitScript((list) => {
        localStorage.setItem("selectedSpinner", JSON.stringify("colabottle"));
        localStorage.setItem("spinHintShown", "true");
        localStorage.setItem("savedParticipants", JSON.stringify(list));
      }, names);
      await openPlay(page, { width });
      await expect(page.locator(".bottle-name")).toHaveCount(count);
      const result = await problems(page);
      expect(result.found, `${count} names`).toEqual([]);
    }
  });
}
