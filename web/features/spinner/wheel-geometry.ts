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

/**
 * The side of a slice's picture (in the wheel's units, radius 100), and how far out its centre
 * sits: the largest square, up to 30, that fits the slice with its outer edge at the rim's
 * border (94). `share` is the slice's part of the circle.
 */
export function imageBox(share: number): { side: number; at: number } {
  const k = share >= 0.5 ? 1 : Math.sin(Math.PI * share);
  const side = Math.min(30, (188 * k) / (1 + 2 * k));
  return { side, at: 94 - side / 2 };
}
