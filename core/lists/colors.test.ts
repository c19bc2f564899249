import fc from "fast-check";
import { describe, expect, it } from "vitest";
import englishColors from "../../web/locales/colors/en.json";
import { scriptedRandomInt, seededRandomInt } from "../random-test-support";
import { PALETTE_FOR_TYPE, PALETTES, type PaletteId } from "./color-palettes";
import { buildColorList, COLOR_LIMIT, colorSlider } from "./colors";
import type { ColorType } from "./modes";
import { sampleDistinct } from "./sample-distinct";

const paletteIds = Object.keys(PALETTES) as PaletteId[];
const colorTypes: ColorType[] = ["random", "skin", "eyes", "hair"];

describe("palettes", () => {
  it.each(paletteIds)("%s has 24 distinct, well-formed colours", (id) => {
    const palette = PALETTES[id];
    expect(palette).toHaveLength(24);
    for (const option of palette) {
      expect(option.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(option.key).toMatch(/^[a-z][A-Za-z]*$/);
    }
    expect(new Set(palette.map((o) => o.key)).size).toBe(24);
    expect(new Set(palette.map((o) => o.label.toLowerCase())).size).toBe(24);
  });

  it("uses every hex value once across all palettes", () => {
    const all = paletteIds.flatMap((id) => PALETTES[id].map((o) => o.hex));
    expect(new Set(all).size).toBe(all.length);
  });

  it("matches the English names in the colours strings exactly", () => {
    for (const id of paletteIds) {
      const expected = Object.fromEntries(PALETTES[id].map((o) => [o.key, o.label]));
      expect(englishColors[id]).toEqual(expected);
    }
  });

  it("maps random to the general palette", () => {
    expect(PALETTE_FOR_TYPE).toEqual({
      random: "general",
      skin: "skin",
      eyes: "eyes",
      hair: "hair",
    });
  });
});

describe("colorSlider", () => {
  it.each(colorTypes)("%s: min 2, max min(24, palette), default 6", (type) => {
    expect(colorSlider(type)).toEqual({ min: 2, max: COLOR_LIMIT, step: 1, defaultValue: 6 });
  });
});

describe("sampleDistinct", () => {
  it("returns distinct items from the pool", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.integer({ min: -5, max: 40 }),
        fc.integer(),
        (pool, count, seed) => {
          const sample = sampleDistinct(pool, count, seededRandomInt(seed));
          expect(sample).toHaveLength(Math.max(0, Math.min(count, pool.length)));
          expect(new Set(sample).size).toBe(sample.length);
          for (const item of sample) expect(pool).toContain(item);
        },
      ),
    );
  });

  it("makes every ordered pick equally likely", () => {
    // Enumerate every randomInt answer sequence: a uniform source must hit each outcome once.
    const pool = ["a", "b", "c", "d"];
    const outcomes = new Map<string, number>();
    for (let first = 0; first < 4; first++) {
      for (let second = 0; second < 3; second++) {
        const answers = [first, second];
        const pick = sampleDistinct(pool, 2, () => answers.shift() ?? 0).join("");
        outcomes.set(pick, (outcomes.get(pick) ?? 0) + 1);
      }
    }
    expect(outcomes.size).toBe(12);
    expect([...outcomes.values()].every((n) => n === 1)).toBe(true);
  });

  it("does not modify the pool", () => {
    const pool = Object.freeze([1, 2, 3]);
    expect(sampleDistinct(pool, 3, () => 0)).toHaveLength(3);
  });
});

describe("buildColorList", () => {
  it("gives six distinct general colours by default count", () => {
    const list = buildColorList({ type: "random", count: 6, randomInt: seededRandomInt(7) });
    expect(list).toHaveLength(6);
    expect(new Set(list.map((c) => c.value)).size).toBe(6);
    for (const item of list) {
      expect(item.label).toMatch(/^colors:general\.[A-Za-z]+$/);
      expect(item.color).toBe(item.value);
    }
  });

  it("asks randomInt for shrinking ranges (Fisher–Yates)", () => {
    const { randomInt, calls } = scriptedRandomInt(() => 0);
    const list = buildColorList({ type: "skin", count: 3, randomInt });
    expect(calls).toEqual([24, 23, 22]);
    expect(list.map((c) => c.label)).toEqual([
      "colors:skin.porcelain",
      "colors:skin.ivory",
      "colors:skin.pale",
    ]);
  });

  it("clamps the count to the slider", () => {
    expect(buildColorList({ type: "eyes", count: 1, randomInt: () => 0 })).toHaveLength(2);
    expect(buildColorList({ type: "hair", count: 99, randomInt: () => 0 })).toHaveLength(24);
    expect(buildColorList({ type: "hair", count: Number.NaN, randomInt: () => 0 })).toHaveLength(6);
  });

  it("always draws distinct colours of the type's palette with unique ids", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...colorTypes),
        fc.integer({ min: 2, max: 24 }),
        fc.integer(),
        (type, count, seed) => {
          const list = buildColorList({ type, count, randomInt: seededRandomInt(seed) });
          const palette = PALETTES[PALETTE_FOR_TYPE[type]];
          expect(list).toHaveLength(count);
          expect(new Set(list.map((c) => c.id)).size).toBe(count);
          expect(new Set(list.map((c) => c.value)).size).toBe(count);
          for (const item of list) expect(palette.map((o) => o.hex)).toContain(item.value);
        },
      ),
    );
  });
});
