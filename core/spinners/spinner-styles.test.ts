import fc from "fast-check";
import { describe, expect, it } from "vitest";
import panels from "../../web/locales/panels/en.json";

const englishNames = panels.spinners;

import {
  DEFAULT_SPINNER_ID,
  ELLIPSIS,
  FALLBACK_SPINNER_ID,
  isSpinnerId,
  labelLength,
  resolveStyle,
  SPINNER_IDS,
  SPINNER_STYLES,
  truncateLabel,
  visibleStyles,
} from "./spinner-styles";

const ADULT = ["beerbottle", "whiskybottle", "champagne"];

describe("spinner styles", () => {
  it("lists the 13 style ids in the order the styles panel shows them", () => {
    expect(SPINNER_STYLES.map((s) => s.id)).toEqual([
      "colabottle",
      "orangesodabottle",
      "waterbottle",
      "beerbottle",
      "whiskybottle",
      "champagne",
      "wheel",
      "pencil",
      "pen",
      "compass",
      "knife",
      "arrow",
      "magic-wand",
    ]);
  });

  it("derives kind and adult flag", () => {
    for (const style of SPINNER_STYLES) {
      const isWheel = style.id === "wheel";
      expect(style.kind).toBe(isWheel ? "wheel" : "bottle");
      expect(style.adult).toBe(ADULT.includes(style.id));
    }
  });

  it("has an English name under every id in the spinners namespace, and nothing else", () => {
    // The file is the namespace, so its top-level keys must be the ids themselves.
    const names: Record<string, string> = englishNames;
    expect(Object.keys(names).sort()).toEqual(SPINNER_STYLES.map((s) => s.id).sort());
    for (const name of Object.values(names)) expect(name.trim()).not.toBe("");
  });

  it("defaults to the wheel and falls back to a family style", () => {
    expect(DEFAULT_SPINNER_ID).toBe("wheel");
    expect(FALLBACK_SPINNER_ID).toBe("colabottle");
    expect(resolveStyle(FALLBACK_SPINNER_ID, false).adult).toBe(false);
  });
});

describe("visibleStyles", () => {
  it("hides adult styles unless asked for, keeping order", () => {
    expect(visibleStyles(false).map((s) => s.id)).toEqual(
      SPINNER_IDS.filter((id) => !ADULT.includes(id)),
    );
    expect(visibleStyles(true).map((s) => s.id)).toEqual([...SPINNER_IDS]);
  });
});

describe("resolveStyle", () => {
  it("returns the requested style when allowed", () => {
    expect(resolveStyle("wheel", false).id).toBe("wheel");
    expect(resolveStyle("magic-wand", false).id).toBe("magic-wand");
    expect(resolveStyle("champagne", true).id).toBe("champagne");
  });

  it.each([["beerbottle"], ["whiskybottle"], ["champagne"]])(
    "hides adult %s while adult is off",
    (id) => {
      expect(resolveStyle(id, false).id).toBe("colabottle");
    },
  );

  it.each([[undefined], [null], [""], ["Wheel"], ["unicorn"], ["__proto__"]])(
    "falls back for unknown id %s",
    (id) => {
      expect(resolveStyle(id, true).id).toBe("colabottle");
    },
  );

  it("never returns an adult style while adult is off", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SPINNER_IDS), fc.string()),
        (id) => !resolveStyle(id, false).adult,
      ),
    );
  });
});

describe("isSpinnerId", () => {
  it("accepts exactly the known ids", () => {
    for (const id of SPINNER_IDS) expect(isSpinnerId(id)).toBe(true);
    for (const bad of ["", "WHEEL", "magic_wand", 1, null, undefined, {}, "toString"]) {
      expect(isSpinnerId(bad)).toBe(false);
    }
  });
});

describe("truncateLabel", () => {
  it("leaves names that fit untouched", () => {
    expect(truncateLabel("Alexandra", 12)).toBe("Alexandra");
    expect(truncateLabel("Exactly12chr", 12)).toBe("Exactly12chr");
    expect(truncateLabel("", 12)).toBe("");
  });

  it("cuts long names and ends them with an ellipsis inside the limit", () => {
    expect(truncateLabel("Bartholomew Jones", 12)).toBe("Bartholomew…");
    expect(truncateLabel("Maximilianus the Great", 14)).toBe("Maximilianus…");
    expect(truncateLabel("abc", 1)).toBe(ELLIPSIS);
  });

  it("does not split emoji or combined characters", () => {
    expect(truncateLabel("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 2)).toBe("👨‍👩‍👧‍👦…");
    expect(truncateLabel("🇫🇷🇩🇪🇮🇹", 3)).toBe("🇫🇷🇩🇪🇮🇹");
    expect(truncateLabel("e\u0301e\u0301e\u0301", 2)).toBe("e\u0301…");
  });

  it("always fits, is a prefix plus ellipsis, and is idempotent", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 40 }),
        fc.integer({ min: 1, max: 20 }),
        (name, limit) => {
          const label = truncateLabel(name, limit);
          expect(labelLength(label)).toBeLessThanOrEqual(limit);
          expect(truncateLabel(label, limit)).toBe(label);
          if (label !== name) {
            expect(label.endsWith(ELLIPSIS)).toBe(true);
            expect(name.startsWith(label.slice(0, -ELLIPSIS.length))).toBe(true);
          }
        },
      ),
    );
  });

  it("rejects a non-positive limit", () => {
    expect(() => truncateLabel("x", 0)).toThrow(RangeError);
    expect(() => truncateLabel("x", 2.5)).toThrow(RangeError);
  });
});
