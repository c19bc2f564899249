import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_GAMES } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { CONTENT_SCHEMAS, questionText } from "#core/questions/content-schema.ts";

const ROOT = path.join(import.meta.dirname, "questions");

/** Choices a language writes exactly as English does (loanwords and names), checked by hand. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ["Tacos", "Emojis", "Chocolate", "Anime"],
  fr: ["Thriller", "Burger", "Tacos", "Au naturel", "Romance"],
};

/** Minimum bank sizes: 250 trivia, 125 truths + 125 dares, 250 of each choice game. */
const MINIMUM = {
  trivia: 250,
  "truth-dare": 250,
  "would-you-rather": 250,
  "which-one-you-are": 250,
};

function load(game: string, language: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, game, `${language}.json`), "utf8"));
}

describe.each(CARD_GAMES)("the %s bank", (game) => {
  const schemas = CONTENT_SCHEMAS[game];

  it("has one file per language and nothing else", () => {
    expect(readdirSync(path.join(ROOT, game)).sort()).toEqual(
      LANGUAGE_CODES.map((l) => `${l}.json`).sort(),
    );
  });

  const english = load(game, "en") as Record<string, unknown>[];

  it("parses in English with every field, unique ids and no duplicate questions", () => {
    expect(Array.isArray(english)).toBe(true);
    const problems: string[] = [];
    english.forEach((item, i) => {
      const parsed = schemas.full.safeParse(item);
      if (!parsed.success)
        problems.push(
          `#${i} (id ${item.id}): ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join(".")}`,
        );
    });
    expect(problems).toEqual([]);
    const ids = english.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = english.map((q) => questionText(game, q));
    const dupes = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(dupes).toEqual([]);
    expect(english.length).toBeGreaterThanOrEqual(MINIMUM[game]);
  });

  it("has some R / adult items so the filter is real, and mostly family items", () => {
    const adult = english.filter((q) => q.isAdult === true || q.ageRating === "R");
    expect(adult.length).toBeGreaterThan(0);
    expect(adult.length).toBeLessThan(english.length / 5);
    // docs/content-rules.md: an item is adult exactly when it is rated R, both ways.
    const mismatched = english.filter((q) => q.isAdult !== (q.ageRating === "R")).map((q) => q.id);
    expect(mismatched).toEqual([]);
  });

  if (game === "truth-dare") {
    it("holds at least 125 truths and 125 dares", () => {
      expect(english.filter((q) => q.category === "truth").length).toBeGreaterThanOrEqual(125);
      expect(english.filter((q) => q.category === "dare").length).toBeGreaterThanOrEqual(125);
    });
  }

  describe.each(LANGUAGE_CODES.filter((l) => l !== "en"))("in %s", (language) => {
    it("translates exactly the English ids, every text filled, no duplicates", () => {
      const items = load(game, language) as Record<string, unknown>[];
      const problems: string[] = [];
      items.forEach((item, i) => {
        const parsed = schemas.translation.safeParse(item);
        if (!parsed.success)
          problems.push(
            `#${i} (id ${item.id}): ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join(".")}`,
          );
      });
      expect(problems).toEqual([]);
      expect(items.map((q) => q.id).sort()).toEqual(english.map((q) => q.id).sort());
      const texts = items.map((q) => questionText(game, q));
      expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
    });

    it("leaves no text in English (a question, fun fact or choice the same as in English)", () => {
      const items = load(game, language) as Record<string, unknown>[];
      const byId = new Map(english.map((q) => [q.id, q]));
      const same = items.flatMap((q) =>
        ["question", "funFact", "option1", "option2"]
          .filter((f) => f in q && q[f] === byId.get(q.id)?.[f])
          .filter((f) => !SAME_AS_ENGLISH[language]?.includes(String(q[f])))
          .map((f) => `${q.id}.${f}: ${q[f]}`),
      );
      expect(same).toEqual([]);
    });

    if (game === "trivia") {
      it("keeps each answer on the same letter as in English", () => {
        const items = load(game, language) as Record<string, string | number>[];
        const letter = (q: Record<string, unknown>) =>
          ["A", "B", "C", "D"].find((l) => q[l] === q.Answer);
        const byId = new Map(english.map((q) => [q.id, letter(q)]));
        const moved = items.filter((q) => letter(q) !== byId.get(q.id)).map((q) => q.id);
        expect(moved).toEqual([]);
      });
    }
  });
});
