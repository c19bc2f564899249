import { describe, expect, it } from "vitest";
import { parseVersionInfo } from "./version-info";

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
