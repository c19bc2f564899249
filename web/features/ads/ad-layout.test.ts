import { describe, expect, it } from "vitest";
import { adDimensions, desktopAdSize, isDesktopAdLayout } from "./ad-layout";

describe("isDesktopAdLayout: 1200+ wide, or 1024+ wide and 600+ tall", () => {
  it.each([
    [1200, 400, true],
    [1920, 1080, true],
    [1199, 600, true],
    [1024, 600, true],
    [1024, 599, false],
    [1199, 599, false],
    [1023, 900, false],
    [390, 844, false],
  ])("%i x %i → %s", (width, height, desktop) => {
    expect(isDesktopAdLayout(width, height)).toBe(desktop);
  });
});

describe("desktopAdSize: by the space there is", () => {
  it.each([
    // Wide and tall enough for the header, a 600 px tower and a margin either side.
    [1280, 900, "300x600"],
    [1200, 686, "300x600"],
    // Wide but too short for a tower.
    [1200, 685, "300x250"],
    [1440, 500, "300x250"],
    [1440, 336, "300x250"],
    [1440, 335, null],
    // Narrow (1024 to 1199): the slim tower when tall enough, else the rectangle.
    [1100, 800, "160x600"],
    [1024, 686, "160x600"],
    [1024, 650, "300x250"],
    // No desktop layout: no side slot.
    [1100, 500, null],
    [800, 1000, null],
  ])("%i x %i → %s", (width, height, size) => {
    expect(desktopAdSize(width, height)).toBe(size);
  });

  it("every size it picks is a side-slot size, and fits the window's height", () => {
    for (let w = 1000; w <= 1600; w += 20) {
      for (let h = 300; h <= 1200; h += 10) {
        const size = desktopAdSize(w, h);
        if (!size) continue;
        expect(["300x600", "300x250", "160x600"]).toContain(size);
        expect(54 + 16 + adDimensions(size).height + 16).toBeLessThanOrEqual(h);
      }
    }
  });
});
