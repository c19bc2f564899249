import { describe, expect, it } from "vitest";
import { isNewerVersion } from "./seen-version";
import { parseVersionInfo } from "./version-info";

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

describe("parseVersionInfo", () => {
  it("refuses answers not of the documented shape", () => {
    expect(parseVersionInfo(null)).toBeNull();
    expect(parseVersionInfo({ version: "2.1.14" })).toBeNull();
    const ok = {
      version: "2.1.14",
      buildNumber: "1",
      buildDate: "",
      commitHash: "unknown",
      environment: "development",
      features: ["contact-api"],
    };
    expect(parseVersionInfo(ok)).toEqual(ok);
    expect(parseVersionInfo({ ...ok, features: [1] })).toBeNull();
  });
});
