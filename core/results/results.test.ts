import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAME_TYPES } from "../games";
import {
  addResult,
  GAME_OUTCOMES,
  HISTORY_SIZE,
  isSpinResult,
  latestResults,
  MIN_LOCAL_RESULT_GAP_MS,
  RESULT_TYPES,
  type SpinResult,
  setOutcome,
  shouldRecord,
} from "./results";

let counter = 0;
function result(overrides: Partial<SpinResult> = {}): SpinResult {
  counter++;
  return {
    id: `r${counter}`,
    winner: "Alice",
    type: "participants",
    timestamp: 1_700_000_000_000 + counter * 10_000,
    spinnerName: "Party",
    ...overrides,
  };
}

const resultArbitrary: fc.Arbitrary<SpinResult> = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 8 }),
    winner: fc.string({ minLength: 1, maxLength: 20 }),
    type: fc.constantFrom(...RESULT_TYPES),
    timestamp: fc.integer({ min: 0, max: 2 ** 42 }),
    spinnerName: fc.string({ maxLength: 32 }),
    gameType: fc.constantFrom(...GAME_TYPES),
    gameResultCandidate: fc.constantFrom(...GAME_OUTCOMES),
  },
  { requiredKeys: ["id", "winner", "type", "timestamp", "spinnerName"] },
);

describe("constants", () => {
  it("are a 2 s minimum gap between local results and a 10-item history", () => {
    expect(MIN_LOCAL_RESULT_GAP_MS).toBe(2000);
    expect(HISTORY_SIZE).toBe(10);
  });
});

describe("shouldRecord", () => {
  it("records the first result", () => {
    expect(shouldRecord(undefined, result())).toBe(true);
  });

  it("drops results under 2 s apart and keeps those 2 s or more apart", () => {
    const previous = result({ timestamp: 10_000 });
    expect(shouldRecord(previous, result({ timestamp: 11_999 }))).toBe(false);
    expect(shouldRecord(previous, result({ timestamp: 12_000 }))).toBe(true);
    expect(shouldRecord(previous, result({ timestamp: 8_500 }))).toBe(false);
    expect(shouldRecord(previous, result({ timestamp: 8_000 }))).toBe(true);
  });

  it("never records the same spin twice", () => {
    const previous = result({ timestamp: 10_000 });
    expect(shouldRecord(previous, { ...previous })).toBe(false);
    expect(shouldRecord(previous, { ...previous, timestamp: 60_000 })).toBe(false);
  });
});

describe("addResult and latestResults", () => {
  it("puts the newest first without mutating or capping", () => {
    const original: SpinResult[] = [];
    let list = original;
    for (let i = 0; i < 15; i++) list = addResult(list, result());
    expect(original).toEqual([]);
    expect(list).toHaveLength(15);
    expect(list[0]?.timestamp).toBeGreaterThan(list[1]?.timestamp ?? Number.POSITIVE_INFINITY);
    expect(latestResults(list)).toEqual(list.slice(0, 10));
    expect(latestResults(list.slice(0, 3))).toHaveLength(3);
  });

  it("ignores a duplicate id", () => {
    const first = result();
    const list = addResult([], first);
    expect(addResult(list, { ...first, winner: "Bob" })).toEqual([first]);
  });

  it("keeps the list sorted newest first, whatever the arrival order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(resultArbitrary, { selector: (r) => r.id, maxLength: 30 }),
        (items) => {
          const list = items.reduce<SpinResult[]>(addResult, []);
          expect(list).toHaveLength(items.length);
          for (let i = 1; i < list.length; i++) {
            expect(list[i - 1]?.timestamp).toBeGreaterThanOrEqual(list[i]?.timestamp ?? 0);
          }
        },
      ),
    );
  });
});

describe("setOutcome", () => {
  it("sets the outcome of one result only, immutably", () => {
    const a = result({ type: "games", gameType: "trivia" });
    const b = result();
    const list = [b, a];
    const updated = setOutcome(list, a.id, "🟢");
    expect(updated[1]).toEqual({ ...a, gameResultCandidate: "🟢" });
    expect(updated[0]).toBe(b);
    expect(list[1]).not.toHaveProperty("gameResultCandidate");
    expect(setOutcome(updated, a.id, "⚪")[1]?.gameResultCandidate).toBe("⚪");
    expect(setOutcome(list, "missing", "🔴")).toEqual(list);
  });
});

describe("isSpinResult", () => {
  it("accepts anything the app produces, also after a JSON round trip", () => {
    fc.assert(
      fc.property(
        resultArbitrary,
        (r) => isSpinResult(r) && isSpinResult(JSON.parse(JSON.stringify(r))),
      ),
    );
  });

  const valid = {
    id: "abc",
    winner: "Alice",
    type: "games",
    timestamp: 1_700_000_000_000,
    spinnerName: "",
    gameType: "truth-dare",
    gameResultCandidate: "🔴",
  };

  it.each<[string, unknown]>([
    ["null", null],
    ["an array", [valid]],
    ["a string", JSON.stringify(valid)],
    ["an empty id", { ...valid, id: "" }],
    ["a numeric id", { ...valid, id: 1 }],
    ["an empty winner", { ...valid, winner: "" }],
    ["an unknown type", { ...valid, type: "cards" }],
    ["a string timestamp", { ...valid, timestamp: "1700000000000" }],
    ["a NaN timestamp", { ...valid, timestamp: Number.NaN }],
    ["a negative timestamp", { ...valid, timestamp: -1 }],
    ["a missing spinnerName", { ...valid, spinnerName: undefined }],
    ["an unknown game type", { ...valid, gameType: "poker" }],
    ["an unknown outcome", { ...valid, gameResultCandidate: "🟡" }],
    ["a null outcome", { ...valid, gameResultCandidate: null }],
    ["an extra key", { ...valid, extra: true }],
  ])("rejects %s", (_, value) => {
    expect(isSpinResult(value)).toBe(false);
  });

  it("accepts the minimal and the full shape", () => {
    const { gameType: _g, gameResultCandidate: _o, ...minimal } = valid;
    expect(isSpinResult(minimal)).toBe(true);
    expect(isSpinResult(valid)).toBe(true);
  });

  it("filters a stored array down to its valid entries", () => {
    const stored: unknown = JSON.parse(JSON.stringify([valid, { ...valid, id: "" }, 7]));
    expect(Array.isArray(stored) && stored.filter(isSpinResult)).toEqual([valid]);
  });
});
