import { describe, expect, it } from "vitest";
import { questionKeys, readEntry, readStored, STORAGE, writeEntry, writeStored } from "./storage";

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

  it("keeps per-game question keys apart", () => {
    const en = questionKeys.usedQuestions("trivia", "s1", "en");
    const fr = questionKeys.usedQuestions("trivia", "s1", "fr");
    writeEntry(en, [1, 2]);
    expect(readEntry(en)).toEqual([1, 2]);
    expect(readEntry(fr)).toEqual([]);
    localStorage.setItem(fr.key, '["x"]');
    expect(readEntry(fr)).toEqual([]);
    expect(localStorage.getItem(fr.key)).toBeNull();
  });
});
