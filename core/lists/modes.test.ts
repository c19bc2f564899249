import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBinaryList, buildDiceList, buildNumberList, DICE_FACES } from "./fixed-lists";
import {
  BINARY_SLIDER,
  type BinarySelection,
  clampSlider,
  NUMBER_SLIDER,
  RANDOM_COUNT_SLIDER,
  SIDEBAR_DEFAULTS,
  type SliderSpec,
} from "./modes";

describe("sidebar defaults", () => {
  it("are 6 colours, numbers and random numbers, range 1-100, integers, yes-no", () => {
    expect(SIDEBAR_DEFAULTS).toEqual({
      colorCount: 6,
      colorType: "random",
      numberSelection: 6,
      randomCount: 6,
      minRange: 1,
      maxRange: 100,
      numberMode: "integer",
      binarySelection: "yes-no",
      binaryCount: 2,
    });
  });

  it("number sliders run 2 to the 36-participant limit, the binary one in steps of 2", () => {
    expect(NUMBER_SLIDER).toEqual({ min: 2, max: 36, step: 1, defaultValue: 6 });
    expect(RANDOM_COUNT_SLIDER).toEqual({ min: 2, max: 36, step: 1, defaultValue: 6 });
    expect(BINARY_SLIDER).toEqual({ min: 2, max: 36, step: 2, defaultValue: 2 });
  });
});

describe("clampSlider", () => {
  it("clamps, rounds and falls back to the default", () => {
    expect(clampSlider(1, NUMBER_SLIDER)).toBe(2);
    expect(clampSlider(99, NUMBER_SLIDER)).toBe(36);
    expect(clampSlider(7.6, NUMBER_SLIDER)).toBe(8);
    expect(clampSlider(Number.NaN, NUMBER_SLIDER)).toBe(6);
    expect(clampSlider(Number.POSITIVE_INFINITY, NUMBER_SLIDER)).toBe(36);
    expect(clampSlider(Number.NEGATIVE_INFINITY, NUMBER_SLIDER)).toBe(2);
  });

  it("snaps binary counts to even numbers", () => {
    expect(clampSlider(3, BINARY_SLIDER)).toBe(4);
    expect(clampSlider(2.9, BINARY_SLIDER)).toBe(2);
    expect(clampSlider(35, BINARY_SLIDER)).toBe(36);
    expect(clampSlider(37, BINARY_SLIDER)).toBe(36);
  });

  it("does not snap past a max that is off the step grid", () => {
    expect(clampSlider(100, { min: 2, max: 7, step: 2, defaultValue: 2 })).toBe(6);
  });

  const spec: fc.Arbitrary<SliderSpec> = fc
    .record({
      min: fc.integer({ min: -50, max: 50 }),
      span: fc.integer({ min: 0, max: 100 }),
      step: fc.integer({ min: 1, max: 10 }),
    })
    .map(({ min, span, step }) => ({ min, max: min + span, step, defaultValue: min }));

  it("always lands on the grid within range and is idempotent", () => {
    fc.assert(
      fc.property(spec, fc.double(), (s, value) => {
        const result = clampSlider(value, s);
        expect(result).toBeGreaterThanOrEqual(s.min);
        expect(result).toBeLessThanOrEqual(s.max);
        expect((result - s.min) % s.step).toBe(0);
        expect(clampSlider(result, s)).toBe(result);
      }),
    );
  });
});

describe("buildDiceList", () => {
  it("has the six faces in order", () => {
    const dice = buildDiceList();
    expect(dice.map((d) => d.label)).toEqual(["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"]);
    expect(dice.map((d) => d.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(new Set(dice.map((d) => d.id)).size).toBe(6);
    expect(DICE_FACES).toHaveLength(6);
  });
});

describe("buildNumberList", () => {
  it("counts from 1 to the selection", () => {
    expect(buildNumberList(6).map((n) => n.label)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("clamps the selection to 2..36", () => {
    expect(buildNumberList(0)).toHaveLength(2);
    expect(buildNumberList(500)).toHaveLength(36);
    expect(buildNumberList(Number.NaN)).toHaveLength(6);
  });

  it("labels item i with i and uses unique ids", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 36 }), (n) => {
        const list = buildNumberList(n);
        expect(list).toHaveLength(n);
        list.forEach((item, i) => {
          expect(item.label).toBe(String(i + 1));
          expect(item.value).toBe(String(i + 1));
        });
        expect(new Set(list.map((item) => item.id)).size).toBe(n);
      }),
    );
  });
});

describe("buildBinaryList", () => {
  it.each([
    ["yes-no", ["binary.yes", "binary.no"]],
    ["heads-tails", ["binary.heads", "binary.tails"]],
    ["custom", ["binary.go", "binary.stay"]],
  ] as const)("%s gives its pair", (selection, labels) => {
    expect(buildBinaryList(selection, 2).map((b) => b.label)).toEqual(labels);
  });

  it("repeats the pair up to the count", () => {
    expect(buildBinaryList("yes-no", 6).map((b) => b.value)).toEqual([
      "yes",
      "no",
      "yes",
      "no",
      "yes",
      "no",
    ]);
  });

  it("is always an even, alternating list of 2..36 with unique ids", () => {
    const selection = fc.constantFrom<BinarySelection>("yes-no", "heads-tails", "custom");
    fc.assert(
      fc.property(selection, fc.integer({ min: -10, max: 60 }), (sel, count) => {
        const list = buildBinaryList(sel, count);
        expect(list.length % 2).toBe(0);
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(36);
        list.forEach((item, i) => {
          expect(item.label).toBe(list[i % 2]?.label);
        });
        expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      }),
    );
  });
});
