import { describe, expect, it } from "vitest";
import { accountAccepts } from "./account-rule";

describe("the account's recording rule", () => {
  it.each([
    [4999, false],
    [5000, true],
    [7999, true],
    [8000, false],
    [10_000, false],
    [12_000, false],
    [12_001, true],
    [-1, false],
  ])("a result %i ms after the previous one is kept: %s", (gap, kept) => {
    expect(accountAccepts(1_000_000, 1_000_000 + gap)).toBe(kept);
  });

  it("keeps the first result", () => {
    expect(accountAccepts(undefined, 5)).toBe(true);
  });
});
