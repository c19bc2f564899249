import { describe, expect, it } from "vitest";
import { isAllowed, toUsableQuestion } from "./question-filter";
import type { AgeRating } from "./question-kinds";

const meta = { id: 1, category: "science", difficulty: "easy", ageRating: "G", isAdult: false };
const trivia = { ...meta, question: "Q?", A: "a", B: "b", C: "c", D: "d", Answer: "c" };

describe("usable questions", () => {
  it("keeps complete trivia and defaults the category to general", () => {
    expect(toUsableQuestion("trivia", trivia)).toMatchObject({ Answer: "c", funFact: "" });
    const { category: _, ...noCategory } = trivia;
    expect(toUsableQuestion("trivia", noCategory)?.category).toBe("general");
  });

  it.each(["question", "A", "B", "C", "D", "Answer"])("drops trivia without %s", (field) => {
    expect(toUsableQuestion("trivia", { ...trivia, [field]: undefined })).toBeNull();
    expect(toUsableQuestion("trivia", { ...trivia, [field]: "  " })).toBeNull();
  });

  it("converts an options list and correctIndex", () => {
    const raw = {
      ...meta,
      question: "Q?",
      options: ["w", "x", "y", "z", "extra"],
      correctIndex: 2,
    };
    expect(toUsableQuestion("trivia", raw)).toMatchObject({
      A: "w",
      B: "x",
      C: "y",
      D: "z",
      Answer: "y",
    });
    expect(toUsableQuestion("trivia", { ...raw, options: ["w", "x", "y"] })).toBeNull();
    expect(toUsableQuestion("trivia", { ...raw, correctIndex: 4 })).toBeNull();
    expect(toUsableQuestion("trivia", { ...raw, correctIndex: undefined })).toBeNull();
  });

  it("checks the other games' fields", () => {
    const wyr = { ...meta, option1: "x", option2: "y" };
    expect(toUsableQuestion("would-you-rather", wyr)).not.toBeNull();
    expect(toUsableQuestion("would-you-rather", { ...wyr, id: "1" })).toBeNull();
    expect(toUsableQuestion("would-you-rather", { ...wyr, option2: "" })).toBeNull();
    expect(toUsableQuestion("which-one-you-are", wyr)).toBeNull();
    expect(toUsableQuestion("which-one-you-are", { ...wyr, question: "Who?" })).not.toBeNull();
    const td = { ...meta, category: "truth", question: "Tell" };
    expect(toUsableQuestion("truth-dare", td)).not.toBeNull();
    expect(toUsableQuestion("truth-dare", { ...td, category: "science" })).toBeNull();
    expect(toUsableQuestion("truth-dare", null)).toBeNull();
  });

  it("allows ratings up to the maximum and adult items only when allowed", () => {
    const rated = (ageRating: AgeRating, isAdult = false) => ({ ageRating, isAdult });
    expect(isAllowed(rated("PG-13"), "PG-13", false)).toBe(true);
    expect(isAllowed(rated("R"), "PG-13", false)).toBe(false);
    expect(isAllowed(rated("PG"), "G", false)).toBe(false);
    expect(isAllowed(rated("G", true), "R", false)).toBe(false);
    expect(isAllowed(rated("G", true), "R", true)).toBe(true);
    // With the adult setting on, R items come up at the default PG-13 ceiling (they never did).
    expect(isAllowed(rated("R", true), "PG-13", true)).toBe(true);
    expect(isAllowed(rated("R"), "PG-13", true)).toBe(true);
    expect(isAllowed(rated("R", true), "PG-13", false)).toBe(false);
    // An unrated question counts as R.
    expect(toUsableQuestion("trivia", { ...trivia, ageRating: undefined })?.ageRating).toBe("R");
  });
});
