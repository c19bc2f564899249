import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_NAME_LENGTH,
  MAX_PARTICIPANTS,
  type Participant,
  parseStoredParticipants,
} from "./participants";

const fullList = (): Participant[] =>
  Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));

describe("parseStoredParticipants", () => {
  it("accepts a valid list and drops extra fields", () => {
    expect(parseStoredParticipants([{ id: "a", name: "Zoe", color: "red" }])).toEqual([
      { id: "a", name: "Zoe" },
    ]);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a string", "[]"],
    ["an object", { id: "1", name: "A" }],
    ["an empty array", []],
    ["a null entry", [null]],
    ["a string entry", ["Alice"]],
    ["a missing name", [{ id: "1" }]],
    ["a missing id", [{ name: "A" }]],
    ["a numeric id", [{ id: 1, name: "A" }]],
    ["a numeric name", [{ id: "1", name: 7 }]],
    ["a blank name", [{ id: "1", name: "  " }]],
    ["a name over 20", [{ id: "1", name: "x".repeat(21) }]],
    [
      "a repeated id",
      [
        { id: "1", name: "A" },
        { id: "1", name: "B" },
      ],
    ],
    ["37 entries", Array.from({ length: 37 }, (_, i) => ({ id: `${i}`, name: `N${i}` }))],
  ])("rejects %s", (_label, value) => {
    expect(parseStoredParticipants(value)).toBeNull();
  });

  it("accepts exactly 36 entries", () => {
    expect(parseStoredParticipants(fullList())).toHaveLength(36);
  });

  it("never throws and returns only valid lists", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStoredParticipants(value);
        if (parsed === null) return;
        expect(parsed.length).toBeGreaterThan(0);
        expect(parsed.length).toBeLessThanOrEqual(MAX_PARTICIPANTS);
        for (const p of parsed) expect(Object.keys(p).sort()).toEqual(["id", "name"]);
      }),
    );
  });

  it("round-trips valid lists through JSON", () => {
    const participant = fc.record({
      id: fc.string(),
      name: fc.string({ minLength: 1, maxLength: MAX_NAME_LENGTH }).filter((s) => s.trim() !== ""),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(participant, {
          minLength: 1,
          maxLength: MAX_PARTICIPANTS,
          selector: (p) => p.id,
        }),
        (list) => {
          expect(parseStoredParticipants(JSON.parse(JSON.stringify(list)))).toEqual(list);
        },
      ),
    );
  });
});
