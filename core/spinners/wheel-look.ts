import { isColor } from "#core/lists/participants.ts";

/** The wheel's colours unless a theme is chosen (core/spinners/wheel-themes.ts). */
export const CLASSIC_COLORS: readonly string[] = [
  "#ef4444",
  "#f59e0b",
  "#10b981",
  "#3b82f6",
  "#8b5cf6",
  "#ec4899",
  "#14b8a6",
  "#f97316",
  "#6366f1",
  "#84cc16",
  "#06b6d4",
  "#d946ef",
];

/**
 * How the wheel looks beyond its style: a colour theme, a picture in its centre (a data: URL,
 * "" for none) and the play area's background colour ("" for the page's own). In the browser
 * the theme's `colors` are kept beside its name; a saved spinner keeps the name only. Only this
 * file is on the first screen: a look of one's own is read (wheel-themes.ts) before the first
 * paint by those who set one (web/lib/settings.tsx).
 */
export type WheelLook = {
  theme: string;
  colors: readonly string[];
  center: string;
  background: string;
};

export const DEFAULT_LOOK: WheelLook = {
  theme: "classic",
  colors: CLASSIC_COLORS,
  center: "",
  background: "",
};

/**
 * Slice `index` of `count`, cycling the colours so that no two neighbours, the last and the
 * first included, share one.
 */
export function sliceColor(index: number, count: number, colors = CLASSIC_COLORS): string {
  const n = colors.length;
  const last = index === count - 1 && count > 1 && index % n === 0;
  return colors[(last ? index + 1 : index) % n] as string;
}

/** The relative luminance of #rrggbb (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever has the higher contrast on a background colour (#rrggbb): at
 * least 4.58:1 on any colour.
 */
export const textColorOn = (hex: string): string =>
  isColor(hex) && luminance(hex) > 0.179 ? "#000000" : "#ffffff";
