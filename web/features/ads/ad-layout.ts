/** The ad sizes: three for the desktop side slot, one for the mobile bottom banner. */
export type DesktopAdSize = "300x600" | "300x250" | "160x600";
export type AdSize = DesktopAdSize | "320x50";

export const MOBILE_AD_SIZE = "320x50" satisfies AdSize;

/** How long a slot may stay unfilled before it counts as blocked and shows the notice. */
export const AD_FILL_TIMEOUT_MS = 5000;

const HEADER = 54;
const MARGIN = 16;
/** Width from which the side slot can take 300 px and leave the spinner enough room. */
const WIDE = 1200;

export function adDimensions(size: AdSize): { width: number; height: number } {
  const [width = 0, height = 0] = size.split("x").map(Number);
  return { width, height };
}

/** The desktop ad layout: at least 1200 px wide, or 1024 px wide and 600 px tall. */
export function isDesktopAdLayout(width: number, height: number): boolean {
  return width >= WIDE || (width >= 1024 && height >= 600);
}

/**
 * The side slot's size by the space it has: a 600 px tower needs the header, the ad and a
 * margin either side of height; a 300 px column needs the wide layout. Narrow but tall gets
 * the slim tower; too short for a tower gets the 300x250 rectangle. Null: no desktop layout,
 * or not even room for the rectangle below the header.
 */
export function desktopAdSize(width: number, height: number): DesktopAdSize | null {
  if (!isDesktopAdLayout(width, height)) return null;
  const fits = (adHeight: number) => height >= HEADER + MARGIN + adHeight + MARGIN;
  if (!fits(250)) return null;
  if (!fits(600)) return "300x250";
  return width >= WIDE ? "300x600" : "160x600";
}
