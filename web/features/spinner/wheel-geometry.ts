import { segmentBounds, type Weights } from "#core/spin/spin-plan.ts";
import type { SpinItem } from "./spin-item";

/** The slice sizes of weighted items; none when every item counts once. */
export const weightsOf = (items: readonly SpinItem[]): Weights =>
  items.some((i) => i.weight) ? items.map((i) => i.weight ?? 1) : undefined;

/** A point on the circle at `deg` clockwise from the top, in SVG coordinates (y down). */
export function pointAt(deg: number, radius: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [radius * Math.sin(rad), -radius * Math.cos(rad)];
}

/** The SVG path of segment `index` of `count`, centred on the origin. */
export function segmentPath(
  index: number,
  count: number,
  radius: number,
  weights?: Weights,
): string {
  if (count === 1)
    return `M0,${-radius}A${radius},${radius} 0 1 1 0,${radius}A${radius},${radius} 0 1 1 0,${-radius}Z`;
  const { startDeg, endDeg } = segmentBounds(index, count, weights);
  const [x0, y0] = pointAt(startDeg, radius);
  const [x1, y1] = pointAt(endDeg, radius);
  const large = endDeg - startDeg > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M0,0L${f(x0)},${f(y0)}A${radius},${radius} 0 ${large} 1 ${f(x1)},${f(y1)}Z`;
}

const SEGMENT_COLORS = [
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

/** Cycles the palette so no two neighbours, including last and first, share a colour. */
export function segmentColor(index: number, count: number): string {
  const n = SEGMENT_COLORS.length;
  const last = index === count - 1 && count > 1 && index % n === 0;
  return SEGMENT_COLORS[(last ? index + 1 : index) % n] as string;
}

/** Black or white, whichever reads better on a background colour (#rrggbb). */
export function textColorOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#ffffff";
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number.parseInt(c as string, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? "#111827" : "#ffffff";
}
