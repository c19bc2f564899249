import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { secureRandomInt } from "../random";
import { seededRandomInt } from "../random-test-support";
import { drawWeighted } from "../spin/spin-plan";
import { updateParticipant } from "./list-edits";
import { type Participant, visibleParticipants } from "./participants";
import { afterWin, clearWins, countWins, drawTickets, markPicked, startRound } from "./rotation";

const list = (n: number, weights: number[] = []): Participant[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i),
    name: `P${i}`,
    ...((weights[i] ?? 1) > 1 ? { weight: weights[i] } : {}),
  }));

/** One spin of the play loop with "everyone gets a turn" on: who won. */
function spinOnce(entries: Participant[], randomInt = secureRandomInt) {
  const shown = visibleParticipants(entries);
  const { tickets, newRound } = drawTickets(shown, true);
  const base = newRound ? startRound(entries) : entries;
  const winner = shown[drawWeighted(randomInt, shown.length, tickets)] as Participant;
  return { winner, newRound, entries: markPicked(base, [winner.id]) };
}

describe("fair rotation", () => {
  it("never picks an entry twice in a round, and each round picks every shown entry once (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 36 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (n, weights, seed) => {
          const randomInt = seededRandomInt(seed);
          let entries = list(n, weights);
          let round: string[] = [];
          for (let spin = 0; spin < n * 3; spin++) {
            const result = spinOnce(entries, randomInt);
            if (result.newRound) {
              // A round ends only when every shown entry had its turn, exactly once.
              expect([...round].sort()).toEqual(entries.map((p) => p.id).sort());
              round = [];
            }
            expect(round).not.toContain(result.winner.id);
            round.push(result.winner.id);
            entries = result.entries;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("skips a hidden entry, which keeps its place: unpicked, it is picked once it is back", () => {
    let entries = updateParticipant(list(4), "2", { hidden: true });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = spinOnce(entries);
      expect(r.newRound).toBe(false);
      seen.push(r.winner.id);
      entries = r.entries;
    }
    expect(seen.sort()).toEqual(["0", "1", "3"]);
    expect(entries.find((p) => p.id === "2")?.picked).toBeUndefined();
    // Back before the round is over: the only one not yet picked, so the next is theirs.
    entries = updateParticipant(entries, "2", { hidden: false });
    const back = spinOnce(entries);
    expect(back.newRound).toBe(false);
    expect(back.winner.id).toBe("2");
  });

  it("a hidden entry already picked stays picked when it comes back", () => {
    let entries = markPicked(list(3), ["1"]);
    entries = updateParticipant(entries, "1", { hidden: true });
    entries = updateParticipant(entries, "1", { hidden: false });
    expect(drawTickets(entries, true).tickets).toEqual([1, 0, 1]);
  });

  it("without a rotation every entry holds its weight, picked or not", () => {
    expect(drawTickets(markPicked(list(3, [2, 1, 5]), ["0"]), false)).toEqual({
      tickets: [2, 1, 5],
      newRound: false,
    });
  });

  it("a new round clears every mark, hidden entries' too", () => {
    const entries = updateParticipant(markPicked(list(2), ["0", "1"]), "1", { hidden: true });
    expect(startRound(entries).some((p) => p.picked)).toBe(false);
  });
});

describe("win tally", () => {
  it("counts each win and clears on demand", () => {
    let entries = countWins(list(3), ["1"]);
    entries = countWins(entries, ["1", "2"]);
    expect(entries.map((p) => p.wins)).toEqual([undefined, 2, 1]);
    expect(clearWins(entries).map((p) => p.wins)).toEqual([undefined, undefined, undefined]);
  });
});

describe("after a win", () => {
  it("marks and counts the winners as the options say, starting a new round when it was one", () => {
    const all = markPicked(list(2), ["0", "1"]);
    expect(afterWin(all, ["1"], { rotation: true, tally: true })).toEqual([
      { id: "0", name: "P0" },
      { id: "1", name: "P1", picked: true, wins: 1 },
    ]);
    expect(afterWin(list(2), ["0"], { rotation: false, tally: false })).toEqual(list(2));
  });
});
