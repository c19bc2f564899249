import { describe, expect, it } from "vitest";
import { fromFloats, seededRandomInt } from "../random-test-support";
import { coprimeStrides, createBlockOrder, pickStride } from "./block-order";

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Plays back the given values, then 0.99 (no jump). */
const scripted = (values: number[]) => fromFloats(() => values.shift() ?? 0.99);

describe("block order", () => {
  it("lists the strides coprime to the block count", () => {
    expect(coprimeStrides(10)).toEqual([1, 3, 7, 9]);
    expect(coprimeStrides(7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(coprimeStrides(1)).toEqual([1]);
  });

  it("picks a coprime stride at random", () => {
    const random = seededRandomInt(7);
    for (let count = 2; count <= 60; count++) {
      expect(gcd(pickStride(count, random), count)).toBe(1);
    }
    const seen = new Set(Array.from({ length: 200 }, () => pickStride(12, random)));
    expect([...seen].sort()).toEqual([1, 11, 5, 7].sort());
  });

  it("visits every block once before repeating, jumps included", () => {
    for (const count of [1, 2, 5, 8, 12, 31]) {
      const order = createBlockOrder(count, seededRandomInt(count));
      const all = Array.from({ length: count }, (_, i) => i + 1);
      for (let round = 0; round < 4; round++) {
        const visited = Array.from({ length: count }, () => order.next());
        expect([...visited].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(all);
      }
    }
  });

  it("moves by the stride without a jump (a roll of 30 or more out of 100)", () => {
    // 0.4 picks stride 3 of [1..6]; each later step draws 0.99: no jump.
    const order = createBlockOrder(7, scripted([0.4]), 1);
    expect(order.stride).toBe(3);
    expect([order.next(), order.next(), order.next()]).toEqual([4, 7, 3]);
  });

  it("adds a jump of 1 to 5 blocks when the roll is below 30 out of 100", () => {
    // Stride 3; 0.29 triggers the jump, 0.5 picks 1 + floor(0.5 * 5) = 3 extra blocks.
    const order = createBlockOrder(7, scripted([0.4, 0.29, 0.5]), 1);
    expect(order.next()).toBe(7);
    const smallest = createBlockOrder(7, scripted([0.4, 0.1, 0]), 1);
    expect(smallest.next()).toBe(5);
    const largest = createBlockOrder(20, scripted([0, 0.1, 0.999]), 1);
    expect(largest.next()).toBe(1 + 1 + 5);
  });

  it("jumps in about 30% of steps", () => {
    const random = seededRandomInt(3);
    // Every draw with its range: the jump roll is the draw out of 100.
    const draws: [range: number, value: number][] = [];
    const order = createBlockOrder(1000, (range) => {
      const value = random(range);
      draws.push([range, value]);
      return value;
    });
    order.next();
    let jumps = 0;
    for (let i = 0; i < 2000; i++) {
      // The first draw of a step is the jump roll; a jump draws once more for its size.
      const roll = draws.length;
      order.next();
      const [range, value] = draws[roll] ?? [100, 99];
      if (range === 100 && value < 30) jumps++;
    }
    expect(jumps / 2000).toBeGreaterThan(0.26);
    expect(jumps / 2000).toBeLessThan(0.34);
  });

  it("skips invalid blocks and gives null when every block is invalid", () => {
    const order = createBlockOrder(5, seededRandomInt(2));
    order.markInvalid(3);
    const visited = Array.from({ length: 12 }, () => order.next());
    expect(visited).not.toContain(3);
    expect(new Set(visited)).toEqual(new Set([1, 2, 4, 5]));
    for (const block of [1, 2, 4, 5]) order.markInvalid(block);
    expect(order.next()).toBeNull();
  });

  it("resumes after a stored block", () => {
    const order = createBlockOrder(5, scripted([0]), 4);
    expect(order.stride).toBe(1);
    expect(order.next()).toBe(5);
  });
});
