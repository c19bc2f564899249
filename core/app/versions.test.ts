import { describe, expect, it } from "vitest";
import { isNewerVersion } from "./versions";

describe("isNewerVersion", () => {
  it.each([
    ["2.1.14", "2.1.13", true],
    ["2.1.10", "2.1.9", true],
    ["2.2", "2.1.99", true],
    ["3.0.0", "2.99.99", true],
    ["2.1.14", "2.1.14", false],
    ["2.1.14", "2.1.14.0", false],
    ["2.1.9", "2.1.10", false],
    ["2.1.14.1", "2.1.14", true],
  ])("%s newer than %s: %s", (a, b, expected) => {
    expect(isNewerVersion(a, b)).toBe(expected);
  });
});
