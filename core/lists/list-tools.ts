import type { RandomInt } from "../random";
import type { Participant } from "./participants";
import { sampleDistinct } from "./sample-distinct";

/** The names list in a random order (every order equally likely). */
export const shuffleList = (list: readonly Participant[], randomInt: RandomInt): Participant[] =>
  sampleDistinct(list, list.length, randomInt);

/** The names list from A to Z in the language's own order (accents and case aside). */
export function sortList(list: readonly Participant[], language: string): Participant[] {
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  return [...list].sort((a, b) => collator.compare(a.name, b.name));
}

export type TeamSplit = { by: "count" | "size"; n: number };

/**
 * Splits names at random into balanced teams: N teams, or teams of N (as many as that
 * takes). Sizes differ by at most one; no team is empty. Hidden entries take no part.
 */
export function makeTeams(
  names: readonly string[],
  split: TeamSplit,
  randomInt: RandomInt,
): string[][] {
  const n = Math.max(1, Math.trunc(split.n));
  const teamCount = Math.max(
    1,
    Math.min(names.length, split.by === "count" ? n : Math.ceil(names.length / n)),
  );
  const teams: string[][] = Array.from({ length: teamCount }, () => []);
  for (const [i, name] of sampleDistinct(names, names.length, randomInt).entries()) {
    teams[i % teamCount]?.push(name);
  }
  return teams;
}

/** Teams as plain text to paste anywhere: a heading line per team, one name per line. */
export function teamsAsText(teams: readonly string[][], heading: (n: number) => string): string {
  return teams.map((team, i) => [heading(i + 1), ...team].join("\n")).join("\n\n");
}
