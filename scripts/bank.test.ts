import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#core/languages.ts";
import {
  accept,
  englishItems,
  merge,
  nextLetter,
  type Paths,
  sheet,
  similarPairs,
} from "./bank.ts";

function workspace(): Paths {
  const root = mkdtempSync(path.join(tmpdir(), "bank-"));
  const p = { drafts: path.join(root, "drafts"), bank: path.join(root, "questions") };
  const bankItem = {
    id: 7,
    difficulty: "easy",
    ageRating: "G",
    isAdult: false,
    category: "science",
    question: "What is the chemical symbol for gold?",
    A: "Au",
    B: "Ag",
    C: "Gd",
    D: "Go",
    Answer: "Au",
    funFact: "The symbol comes from the Latin word for gold.",
  };
  mkdirSync(path.join(p.bank, "trivia"), { recursive: true });
  for (const l of LANGUAGE_CODES)
    writeFileSync(path.join(p.bank, "trivia", `${l}.json`), JSON.stringify([bankItem]));
  return p;
}

const rawItem = (question: string, correct: string) => ({
  difficulty: "medium",
  ageRating: "G",
  isAdult: false,
  category: "science",
  question,
  correct,
  wrong: ["One", "Two", "Three"],
  funFact: "A true sentence.",
});

function writeRaw(p: Paths, name: string, value: unknown) {
  mkdirSync(path.join(p.drafts, "raw", "trivia"), { recursive: true });
  writeFileSync(path.join(p.drafts, "raw", "trivia", name), JSON.stringify(value));
}

describe("a batch's way into the bank", () => {
  it("gives the least used letter, the earliest on a tie", () => {
    expect(nextLetter({ A: 3, B: 2, C: 2, D: 5 })).toBe("B");
    expect(nextLetter({})).toBe("A");
  });

  it("shows the trivia checker no answer, and accepts only what the verdicts resolve", () => {
    const p = workspace();
    writeRaw(p, "t1.json", [
      rawItem("Which gas do plants take in?", "Carbon dioxide"),
      rawItem("Wrong on purpose?", "Yes"),
      rawItem("Needs a fix?", "Four"),
    ]);
    const blind = JSON.parse(readFileSync(sheet(p, "t1"), "utf8"));
    expect(blind[0]).toEqual({
      item: 1,
      question: "Which gas do plants take in?",
      options: expect.arrayContaining(["Carbon dioxide", "One", "Two", "Three"]),
    });
    expect(JSON.stringify(blind)).not.toMatch(/correct|funFact|A true sentence/);

    writeRaw(p, "t1.answers.json", [
      { item: 1, answer: "Carbon dioxide" },
      { item: 2, answer: "One" },
      { item: 3, answer: "Four" },
    ]);
    writeRaw(p, "t1.check.json", []);
    expect(() => accept(p, "trivia", "t1")).toThrow(/item 2: the checker answered otherwise/);

    writeRaw(p, "t1.check.json", [
      { item: 2, verdict: "drop", reason: "two options are defensible" },
      { item: 3, verdict: "fix", reason: "fun fact", fixed: { funFact: "A better sentence." } },
    ]);
    const report = accept(p, "trivia", "t1");
    expect(report).toEqual({
      checked: 3,
      disagreements: 2,
      fixed: 1,
      dropped: 1,
      kept: 0,
      ids: [8, 9],
    });
    const items = englishItems(p, "trivia");
    expect(items.map((q) => q.id)).toEqual([7, 8, 9]);
    // The bank's one answer is on A, so the new ones go to B, then C.
    expect(items[1]).toMatchObject({ B: "Carbon dioxide", Answer: "Carbon dioxide", A: "One" });
    expect(items[2]).toMatchObject({ C: "Four", funFact: "A better sentence." });
  });

  it("merges only a batch that every language has, with the English ids", () => {
    const p = workspace();
    writeRaw(p, "t1.json", [rawItem("Which gas do plants take in?", "Carbon dioxide")]);
    writeRaw(p, "t1.answers.json", [{ item: 1, answer: "Carbon dioxide" }]);
    writeRaw(p, "t1.check.json", []);
    accept(p, "trivia", "t1");
    const dir = path.join(p.drafts, "trivia", "t1");
    const [english] = JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8"));
    const translated = (l: string, id = 8) => ({
      id,
      question: `${l} question`,
      A: `${l} A`,
      B: `${l} B`,
      C: `${l} C`,
      D: `${l} D`,
      Answer: `${l} B`,
      funFact: `${l} fact`,
    });
    for (const l of LANGUAGE_CODES.filter((x) => x !== "en" && x !== "ja"))
      writeFileSync(path.join(dir, `${l}.json`), JSON.stringify([translated(l)]));
    expect(() => merge(p, "trivia", "t1")).toThrow(/ja\.json/);
    writeFileSync(path.join(dir, "ja.json"), JSON.stringify([translated("ja", 9)]));
    expect(() => merge(p, "trivia", "t1")).toThrow(/ja: not the same ids/);
    writeFileSync(path.join(dir, "ja.json"), JSON.stringify([translated("ja")]));
    expect(merge(p, "trivia", "t1")).toBe(1);
    const bank = (l: string) =>
      JSON.parse(readFileSync(path.join(p.bank, "trivia", `${l}.json`), "utf8"));
    expect(bank("en")[1]).toEqual(english);
    expect(bank("ja")).toHaveLength(2);
    expect(englishItems(p, "trivia")).toHaveLength(2);
  });

  it("finds items that share their idea words, and the same answer with some", () => {
    const item = (id: number, question: string, Answer: string) => ({ id, question, Answer });
    const pairs = similarPairs("trivia", [
      item(1, "Which planet is the largest in our solar system?", "Jupiter"),
      item(2, "What is the solar system's largest planet?", "Jupiter"),
      item(3, "How many legs does a spider have?", "8"),
      item(4, "How many arms does an octopus have?", "8"),
      item(5, "Which planet has the Great Red Spot?", "Jupiter"),
    ]);
    // 1 and 2 say the same; 5 shares their answer and a word; 3 and 4 share only a number.
    expect(pairs.map((x) => [x.a.id, x.b.id])).toEqual([
      [1, 2],
      [1, 5],
      [2, 5],
    ]);
  });
});
