import { describe, expect, it } from "vitest";
import { questionStorage } from "./question-storage";
import { readStored, STORAGE, writeStored } from "./storage";

describe("storage", () => {
  it("gives the default when nothing is stored", () => {
    expect(readStored("audioEnabled")).toBe(true);
    expect(readStored("removeWinnerAfterPick")).toBe(false);
    expect(readStored("showAdultSpinners")).toBe(false);
    expect(readStored("funModeGameType")).toBe("just-spinner");
    expect(readStored("theme")).toBeNull();
  });

  it("reads back what was written", () => {
    writeStored("theme", "dark");
    writeStored("funModeGameType", "trivia");
    expect(readStored("theme")).toBe("dark");
    expect(readStored("funModeGameType")).toBe("trivia");
    expect(localStorage.getItem("theme")).toBe('"dark"');
  });

  it.each([
    ["theme", "purple"],
    ["audioEnabled", "yes"],
    ["funModeGameType", "poker"],
    ["userLocation", "MARS"],
    ["consent", { essential: true, analytics: "no" }],
    ["spinResults", { not: "a list" }],
    ["spinnerName", "x".repeat(33)],
  ] as const)("removes a corrupt %s and uses the default", (name, bad) => {
    localStorage.setItem(STORAGE[name].key, JSON.stringify(bad));
    expect(readStored(name)).toEqual(STORAGE[name].fallback);
    expect(localStorage.getItem(STORAGE[name].key)).toBeNull();
  });

  it("removes a value that is not JSON", () => {
    localStorage.setItem("audioEnabled", "{oops");
    expect(readStored("audioEnabled")).toBe(true);
    expect(localStorage.getItem("audioEnabled")).toBeNull();
  });

  it("accepts a complete consent record", () => {
    const record = {
      essential: true as const,
      analytics: false,
      advertising: true,
      functional: true,
      timestamp: new Date(0).toISOString(),
      version: "1.0" as const,
    };
    writeStored("consent", record);
    expect(readStored("consent")).toEqual(record);
  });

  it("validates the question loader's keys and keeps games apart", () => {
    const en = "usedQuestions_trivia_s1_en";
    const fr = "usedQuestions_trivia_s1_fr";
    questionStorage.write(en, [1, 2]);
    expect(questionStorage.read(en)).toEqual([1, 2]);
    expect(questionStorage.read(fr)).toEqual([]);
    localStorage.setItem(fr, '["x"]');
    expect(questionStorage.read(fr)).toEqual([]);
    expect(localStorage.getItem(fr)).toBeNull();
    localStorage.setItem("currentBlock_trivia_s1_en", '"three"');
    expect(questionStorage.read("currentBlock_trivia_s1_en")).toBeNull();
    expect(() => questionStorage.read("somethingElse")).toThrow(/Not a question loader key/);
  });
});
