import { textColorOn, type WheelLook } from "#core/spinners/wheel-look.ts";
import { parseWheelLook } from "#core/spinners/wheel-themes.ts";
import "./own-area.css";

/**
 * Shows the play area's background of one's own, with its text in black or white, or the
 * page's own. Loaded only by those who set one (this rule is not on the first screen).
 */
export function applyBackground(background: string, root = document.documentElement): void {
  root.classList.toggle("own-area", background !== "");
  root.style.setProperty("--area", background);
  root.style.setProperty("--area-ink", textColorOn(background || "#ffffff"));
}

/** A stored look, read field by field, with its background shown. */
export function restoreLook(stored: unknown): WheelLook {
  const look = parseWheelLook(stored);
  applyBackground(look.background);
  return look;
}
