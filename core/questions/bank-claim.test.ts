import { describe, expect, it } from "vitest";
import { claimedQuestionCount } from "./bank-claim";

describe("the bank's size as the pages claim it", () => {
  it.each([
    [1030, 1000],
    [1000, 900],
    [4321, 4000],
    [44_000, 43_000],
    [44_001, 44_000],
    [250, 200],
    [7, 6],
    [0, 0],
  ])("%i questions are claimed as over %i", (size, claim) => {
    expect(claimedQuestionCount(size)).toBe(claim);
    expect(claimedQuestionCount(size)).toBeLessThan(Math.max(size, 1));
  });
});
