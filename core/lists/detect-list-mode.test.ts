import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PALETTES } from "./color-palettes";
import { detectListMode } from "./detect-list-mode";
import { DEFAULT_PARTICIPANTS } from "./participants";

describe("detectListMode", () => {
  it.each([
    [["True", "False"]],
    [["false", "TRUE"]],
    [["Right", "Wrong"]],
    [["wrong", "right"]],
    [["Yes", "No"]],
    [[" no ", "yes"]],
  ])("binary: %j", (names) => {
    expect(detectListMode(names)).toBe("binary");
  });

  it.each([
    [["Yes", "Yes"]],
    [["Yes", "No", "Yes"]],
    [["True", "Wrong"]],
    [["Heads", "Tails"]],
    [["Yes"]],
  ])("not binary: %j", (names) => {
    expect(detectListMode(names)).toBe("participants");
  });

  it("dice: only face symbols", () => {
    expect(detectListMode(["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"])).toBe("dice");
    expect(detectListMode(["⚅", "⚀"])).toBe("dice");
    expect(detectListMode(["⚀", "1"])).toBe("participants");
  });

  it("numbers: every name numeric", () => {
    expect(detectListMode(["1", "2", "3"])).toBe("numbers");
    expect(detectListMode(["-4", "2.50", "+7", ".5", "10."])).toBe("numbers");
    expect(detectListMode(["1", "two"])).toBe("participants");
    expect(detectListMode(["1e3", "2"])).toBe("participants");
    expect(detectListMode(["Infinity", "1"])).toBe("participants");
  });

  it("numbers: any list of generated numbers", () => {
    const num = fc.oneof(
      fc.integer().map(String),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n / 100).toFixed(2)),
    );
    fc.assert(
      fc.property(fc.array(num, { minLength: 1, maxLength: 36 }), (names) => {
        expect(detectListMode(names)).toBe("numbers");
      }),
    );
  });

  it("colors: labels or hex values from any palette, case-insensitive", () => {
    expect(detectListMode(["Red", "blue", "SKY BLUE"])).toBe("colors");
    expect(detectListMode(["#f44336", "Porcelain", "Strawberry Blonde", "hazel"])).toBe("colors");
    expect(detectListMode(["Red", "Bob"])).toBe("participants");
    expect(detectListMode(["f44336"])).toBe("participants");
  });

  it("colors: any mix of palette entries", () => {
    const entries = Object.values(PALETTES).flat();
    const name = fc
      .constantFrom(...entries)
      .chain((o) => fc.constantFrom(o.label, o.hex, o.label.toUpperCase(), o.hex.toLowerCase()));
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 36 }), (names) => {
        expect(detectListMode(names)).toBe("colors");
      }),
    );
  });

  it("participants otherwise, including the defaults and an empty list", () => {
    expect(detectListMode(DEFAULT_PARTICIPANTS.map((p) => p.name))).toBe("participants");
    expect(detectListMode([])).toBe("participants");
  });
});
