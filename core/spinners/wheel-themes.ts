import { isColor, isImageData } from "#core/lists/participants.ts";
import { CLASSIC_COLORS, type WheelLook } from "./wheel-look";

// Apart from wheel-look.ts, which the first screen carries: reading a stored look, the styles
// panel and a saved spinner need the table of themes.

/**
 * The wheel's colour themes. The colour-blind-safe ones are ordered so that neighbouring
 * slices stay apart for people with protanopia, deuteranopia and tritanopia at every count
 * from 2 to 36 (wheel-themes.test.ts simulates it); every colour of every theme carries its
 * label at 4.5:1 or more (textColorOn picks black or white, whichever reads better).
 */
export const WHEEL_THEMES = {
  classic: CLASSIC_COLORS,
  pastel: ["#fca5a5", "#fcd34d", "#86efac", "#93c5fd", "#c4b5fd", "#f9a8d4", "#5eead4", "#fdba74"],
  jewel: ["#9f1239", "#b45309", "#047857", "#1d4ed8", "#6d28d9", "#be185d", "#0f766e", "#4338ca"],
  // Okabe and Ito's palette, and Paul Tol's "light" one, both made for colour-blind readers.
  safeBold: [
    "#000000",
    "#e69f00",
    "#56b4e9",
    "#0072b2",
    "#f0e442",
    "#cc79a7",
    "#d55e00",
    "#009e73",
  ],
  safeLight: [
    "#ee8866",
    "#77aadd",
    "#eedd88",
    "#ffaabb",
    "#99ddff",
    "#aaaa00",
    "#dddddd",
    "#44bb99",
    "#bbcc33",
  ],
} as const satisfies Record<string, readonly string[]>;

export type WheelTheme = keyof typeof WHEEL_THEMES;
export const WHEEL_THEME_IDS = Object.keys(WHEEL_THEMES) as [WheelTheme, ...WheelTheme[]];
export const COLOR_BLIND_SAFE: readonly WheelTheme[] = ["safeBold", "safeLight"];

export const isWheelTheme = (v: unknown): v is WheelTheme =>
  (WHEEL_THEME_IDS as unknown[]).includes(v);

/** The look with a theme, its colours beside it; an unknown theme is the classic one. */
export function withTheme(look: WheelLook, theme: string): WheelLook & { theme: WheelTheme } {
  const id = isWheelTheme(theme) ? theme : "classic";
  return { ...look, theme: id, colors: WHEEL_THEMES[id] };
}

const isPalette = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 1 && v.length < 13 && v.every(isColor);

/**
 * Reads a stored value field by field; a field that fails keeps its default (a theme and its
 * colours go together).
 */
export function parseWheelLook(value: unknown): WheelLook {
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const themed = typeof v.theme === "string" && isPalette(v.colors);
  return {
    theme: themed ? (v.theme as string) : "classic",
    colors: themed ? (v.colors as string[]) : CLASSIC_COLORS,
    center: isImageData(v.center) ? v.center : "",
    background: isColor(v.background) ? v.background : "",
  };
}
