import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandomInt } from "../random-test-support";
import { makeTeams, shuffleList, sortList, teamsAsText } from "./list-tools";
import type { Participant } from "./participants";

const named = (...names: string[]): Participant[] =>
  names.map((name, i) => ({ id: String(i), name }));

describe("shuffle", () => {
  it("keeps every entry, with its fields, in some order", () => {
    const list = [...named("A", "B", "C", "D"), { id: "x", name: "E", weight: 3 }];
    const shuffled = shuffleList(list, seededRandomInt(1));
    expect([...shuffled].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...list].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("gives each of the 6 orders of 3 names about as often (chi-square, 60,000 shuffles)", () => {
    const counts = new Map<string, number>();
    const randomInt = seededRandomInt(9);
    for (let i = 0; i < 60_000; i++) {
      const key = shuffleList(named("A", "B", "C"), randomInt)
        .map((p) => p.name)
        .join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const chi = [...counts.values()].reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(15.086); // df 5, p = 0.01
  });
});

describe("sort A-Z", () => {
  it("sorts by the language's order, ignoring case and accents, numbers as numbers", () => {
    const sorted = sortList(named("émile", "Zoé", "adam", "Player 10", "Player 2"), "fr");
    expect(sorted.map((p) => p.name)).toEqual(["adam", "émile", "Player 2", "Player 10", "Zoé"]);
  });

  it("follows the language: Swedish-like rules aside, German puts Ä with A", () => {
    expect(sortList(named("Bernd", "Ärger", "Anna"), "de").map((p) => p.name)).toEqual([
      "Anna",
      "Ärger",
      "Bernd",
    ]);
  });
});

describe("teams", () => {
  it("N teams or teams of N: everyone once, sizes differ by at most one, none empty (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom("count" as const, "size" as const),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (people, by, n, seed) => {
          const names = Array.from({ length: people }, (_, i) => `N${i}`);
          const teams = makeTeams(names, { by, n }, seededRandomInt(seed));
          expect(teams.flat().sort()).toEqual([...names].sort());
          const sizes = teams.map((t) => t.length);
          expect(Math.min(...sizes)).toBeGreaterThan(0);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          if (by === "count") expect(teams.length).toBe(Math.min(n, people));
          else expect(Math.max(...sizes)).toBeLessThanOrEqual(n);
        },
      ),
    );
  });

  it("teams of 3 from 7 names are three teams (3, 2, 2)", () => {
    const teams = makeTeams(
      ["a", "b", "c", "d", "e", "f", "g"],
      { by: "size", n: 3 },
      seededRandomInt(3),
    );
    expect(teams.map((t) => t.length)).toEqual([3, 2, 2]);
  });

  it("copies as text, a heading per team", () => {
    expect(teamsAsText([["Ana", "Bo"], ["Cy"]], (n) => `Team ${n}`)).toBe(
      "Team 1\nAna\nBo\n\nTeam 2\nCy",
    );
  });
});
