import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandomInt } from "../random-test-support";
import { drawMoreWinners } from "./several-winners";

describe("several winners", () => {
  it("draws distinct entries holding tickets, up to the number asked (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 36 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (tickets, total, seed) => {
          const live = tickets.flatMap((t, i) => (t > 0 ? [i] : []));
          fc.pre(live.length > 0);
          const first = live[0] as number;
          const winners = drawMoreWinners(seededRandomInt(seed), tickets, first, total);
          expect(winners[0]).toBe(first);
          expect(new Set(winners).size).toBe(winners.length);
          expect(winners.length).toBe(Math.min(total, live.length));
          for (const w of winners) expect(tickets[w]).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("the second winner follows the weights of those left (chi-square over 60,000 draws)", () => {
    const tickets = [5, 1, 2, 3];
    const counts = [0, 0, 0, 0];
    const randomInt = seededRandomInt(5);
    for (let i = 0; i < 60_000; i++) {
      const [, second] = drawMoreWinners(randomInt, tickets, 0, 2);
      counts[second as number] = (counts[second as number] ?? 0) + 1;
    }
    expect(counts[0]).toBe(0);
    const expected = [0, 10_000, 20_000, 30_000];
    const chi = [1, 2, 3].reduce(
      (s, i) =>
        s + ((counts[i] as number) - (expected[i] as number)) ** 2 / (expected[i] as number),
      0,
    );
    expect(chi).toBeLessThan(9.21); // df 2, p = 0.01
  });
});
