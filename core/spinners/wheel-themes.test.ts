import { describe, expect, it } from "vitest";
import { CLASSIC_COLORS, DEFAULT_LOOK, luminance, sliceColor, textColorOn } from "./wheel-look";
import {
  COLOR_BLIND_SAFE,
  parseWheelLook,
  WHEEL_THEME_IDS,
  WHEEL_THEMES,
  type WheelTheme,
  withTheme,
} from "./wheel-themes";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// Machado, Oliveira and Fernandes (2009), full severity, applied in linear RGB.
const VISIONS = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const;

const linear = (hex: string) =>
  [1, 3, 5].map((at) => {
    const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });

/** CIELAB (D65) of a colour as someone with `vision` sees it. */
function labAs(hex: string, vision: keyof typeof VISIONS): [number, number, number] {
  const rgb = linear(hex);
  const [r, g, b] = VISIONS[vision].map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce<number>((sum, k, i) => sum + k * (rgb[i] as number), 0),
      ),
    ),
  ) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The smallest colour difference (ΔE 1976) between neighbouring slices, for any count. */
function closestNeighbours(theme: WheelTheme, vision: keyof typeof VISIONS): number {
  let closest = Number.POSITIVE_INFINITY;
  for (let count = 2; count <= 36; count++) {
    const colors = Array.from({ length: count }, (_, i) =>
      sliceColor(i, count, WHEEL_THEMES[theme]),
    );
    for (let i = 0; i < count; i++) {
      const [a, b] = [
        labAs(colors[i] as string, vision),
        labAs(colors[(i + 1) % count] as string, vision),
      ];
      closest = Math.min(closest, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
    }
  }
  return closest;
}

describe("the wheel's colour themes", () => {
  it("give every slice's label 4.5:1 or more, in every theme", () => {
    for (const theme of WHEEL_THEME_IDS)
      for (const color of WHEEL_THEMES[theme])
        expect(contrast(color, textColorOn(color)), `${theme} ${color}`).toBeGreaterThanOrEqual(
          4.5,
        );
  });

  it("pick the better of black and white for any colour, 4.58:1 at the worst", () => {
    for (let v = 0; v < 256; v += 5) {
      for (const color of [
        `#${v.toString(16).padStart(2, "0").repeat(3)}`,
        `#ff${v.toString(16).padStart(2, "0")}00`,
      ]) {
        const label = textColorOn(color);
        const other = label === "#000000" ? "#ffffff" : "#000000";
        expect(contrast(color, label)).toBeGreaterThanOrEqual(contrast(color, other));
        expect(contrast(color, label)).toBeGreaterThan(4.58);
      }
    }
  });

  it("never put the same colour on two neighbouring slices, the last and the first included", () => {
    for (const theme of WHEEL_THEME_IDS)
      for (let count = 2; count <= 36; count++) {
        const colors = Array.from({ length: count }, (_, i) =>
          sliceColor(i, count, WHEEL_THEMES[theme]),
        );
        colors.forEach((color, i) => {
          if (count > 2 || i === 0) expect(color).not.toBe(colors[(i + 1) % count]);
        });
      }
  });

  it("keep neighbouring slices apart for colour-blind eyes in the colour-blind-safe themes", () => {
    for (const theme of COLOR_BLIND_SAFE)
      for (const vision of Object.keys(VISIONS) as (keyof typeof VISIONS)[])
        expect(closestNeighbours(theme, vision), `${theme} ${vision}`).toBeGreaterThanOrEqual(15);
  });

  it("would catch a theme that is not colour-blind safe", () => {
    // The classic colours put red beside amber and green beside blue: close for a deuteranope.
    expect(closestNeighbours("classic", "deuteranopia")).toBeLessThan(15);
    expect(closestNeighbours("pastel", "protanopia")).toBeLessThan(15);
  });
});

describe("a stored look", () => {
  it("is read field by field; a field that fails keeps its default", () => {
    const picture = "data:image/png;base64,iVBORw0KGgo=";
    const safe = withTheme(DEFAULT_LOOK, "safeBold");
    expect(parseWheelLook({ ...safe, center: picture, background: "#fef3c7" })).toEqual({
      theme: "safeBold",
      colors: WHEEL_THEMES.safeBold,
      center: picture,
      background: "#fef3c7",
    });
    expect(parseWheelLook(null)).toEqual(DEFAULT_LOOK);
    expect(parseWheelLook("classic")).toEqual(DEFAULT_LOOK);
    // Colours that are not a palette take the theme with them; the rest stays.
    expect(parseWheelLook({ ...safe, colors: ["red", "blue"], background: "#000000" })).toEqual({
      ...DEFAULT_LOOK,
      background: "#000000",
    });
    expect(parseWheelLook({ ...safe, colors: ["#000000"] }).colors).toBe(CLASSIC_COLORS);
    expect(parseWheelLook({ center: "https://example.com/a.png" }).center).toBe("");
    expect(parseWheelLook({ center: "data:image/svg+xml;base64,PHN2Zz4=" }).center).toBe("");
    expect(parseWheelLook({ background: "url(x)" }).background).toBe("");
  });

  it("takes a theme's colours with its name; an unknown theme is the classic one", () => {
    expect(withTheme(DEFAULT_LOOK, "jewel")).toMatchObject({
      theme: "jewel",
      colors: WHEEL_THEMES.jewel,
    });
    expect(withTheme(DEFAULT_LOOK, "neon")).toMatchObject({
      theme: "classic",
      colors: CLASSIC_COLORS,
    });
  });
});
