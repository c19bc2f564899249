import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renameParticipant, updateParticipant } from "./list-edits";
import { addParticipant, cutName, normalizeName, uniqueName } from "./name-rules";
import {
  DEFAULT_PARTICIPANTS,
  IMAGE_DATA_MAX,
  MAX_NAME_LENGTH,
  MAX_PARTICIPANTS,
  type Participant,
  type ParticipantListResult,
  parseStoredParticipants,
  removeParticipant,
} from "./participants";

function listOf(result: ParticipantListResult): Participant[] {
  if ("error" in result) throw new Error(`unexpected error ${result.error.key}`);
  return result.list;
}

// String.prototype.isWellFormed is ES2024, beyond the project's lib setting.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

const names = (list: readonly Participant[]) => list.map((p) => p.name);

const fullList = (): Participant[] =>
  Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));

describe("constants", () => {
  it("has six default participants with ids 1 to 6", () => {
    expect(DEFAULT_PARTICIPANTS.map((p) => p.id)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(new Set(names(DEFAULT_PARTICIPANTS)).size).toBe(6);
    expect(parseStoredParticipants(DEFAULT_PARTICIPANTS)).toEqual(DEFAULT_PARTICIPANTS);
  });

  it("allows at most 36 participants of at most 20 characters each", () => {
    expect(MAX_PARTICIPANTS).toBe(36);
    expect(MAX_NAME_LENGTH).toBe(20);
  });
});

describe("cutName / normalizeName", () => {
  it("trims and cuts to 20 characters", () => {
    expect(normalizeName("   Zoe  ")).toBe("Zoe");
    expect(normalizeName("abcdefghijklmnopqrstuvwxyz")).toBe("abcdefghijklmnopqrst");
  });

  it("drops whitespace exposed by the cut", () => {
    expect(normalizeName("abcdefghijklmnopqrs tuv")).toBe("abcdefghijklmnopqrs");
  });

  it("never splits an emoji surrogate pair", () => {
    const name = `${"a".repeat(19)}😀`;
    expect(cutName(name)).toBe("a".repeat(19));
    expect(cutName("😀".repeat(10))).toBe("😀".repeat(10));
  });

  it("always yields a trimmed name of at most 20 units and valid UTF-16", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (raw) => {
        const name = normalizeName(raw);
        expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        expect(name).toBe(name.trim());
        if (wellFormed(raw)) expect(wellFormed(name)).toBe(true);
      }),
    );
  });
});

describe("uniqueName", () => {
  it("keeps a free name and suffixes taken ones case-insensitively", () => {
    expect(uniqueName("Zoe", ["Alice"])).toBe("Zoe");
    expect(uniqueName("alice", ["Alice"])).toBe("alice-1");
    expect(uniqueName("Alice", ["Alice", "ALICE-1"])).toBe("Alice-2");
  });

  it("shortens the base so the suffixed name fits", () => {
    const long = "abcdefghijklmnopqrst";
    expect(uniqueName(long, [long])).toBe("abcdefghijklmnopqr-1");
    const taken = [long, ...Array.from({ length: 9 }, (_, i) => `abcdefghijklmnopqr-${i + 1}`)];
    expect(uniqueName(long, taken)).toBe("abcdefghijklmnopq-10");
  });
});

describe("addParticipant", () => {
  it("adds a trimmed name on top without touching the input", () => {
    const list = [{ id: "1", name: "Alice" }];
    const result = listOf(addParticipant(list, "  Bob ", "2"));
    expect(result).toEqual([
      { id: "2", name: "Bob" },
      { id: "1", name: "Alice" },
    ]);
    expect(list).toEqual([{ id: "1", name: "Alice" }]);
  });

  it("rejects empty names", () => {
    expect(addParticipant([], "", "1")).toEqual({ error: { key: "errors.nameRequired" } });
    expect(addParticipant([], " \t\n ", "1")).toEqual({ error: { key: "errors.nameRequired" } });
  });

  it("cuts long names to 20 characters", () => {
    const [first] = listOf(addParticipant([], "Bartholomew Montgomery III", "1"));
    expect(first?.name).toBe("Bartholomew Montgome");
  });

  it("suffixes duplicates -1, -2", () => {
    let list = listOf(addParticipant([], "Alice", "1"));
    list = listOf(addParticipant(list, "alice", "2"));
    list = listOf(addParticipant(list, "ALICE", "3"));
    expect(names(list)).toEqual(["ALICE-2", "alice-1", "Alice"]);
  });

  it("refuses a 37th participant but accepts the 36th", () => {
    const full = fullList();
    expect(addParticipant(full, "Zoe", "new")).toEqual({
      error: { key: "errors.maxParticipants", params: { count: 36 } },
    });
    expect(listOf(addParticipant(full.slice(1), "Zoe", "new"))).toHaveLength(36);
  });

  it("reports an empty name before a full list", () => {
    expect(addParticipant(fullList(), " ", "new")).toEqual({
      error: { key: "errors.nameRequired" },
    });
  });

  it("throws on a reused id, a caller bug", () => {
    expect(() => addParticipant([{ id: "1", name: "A" }], "B", "1")).toThrow(/already in use/);
  });

  it("keeps every list valid, unique and within limits", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 45 }), (inputs) => {
        let list: Participant[] = [];
        inputs.forEach((raw, i) => {
          const result = addParticipant(list, raw, `id${i}`);
          if ("list" in result) {
            expect(result.list).toHaveLength(list.length + 1);
            expect(result.list[0]?.id).toBe(`id${i}`);
            list = result.list;
          } else {
            expect(raw.trim() === "" || list.length === MAX_PARTICIPANTS).toBe(true);
          }
        });
        const keys = list.map((p) => p.name.toLowerCase());
        expect(new Set(keys).size).toBe(list.length);
        for (const p of list) {
          expect(p.name.length).toBeGreaterThan(0);
          expect(p.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        }
        expect(parseStoredParticipants(list)).toEqual(list.length > 0 ? list : null);
      }),
    );
  });
});

describe("renameParticipant", () => {
  const list = [
    { id: "1", name: "Alice" },
    { id: "2", name: "Bob" },
    { id: "3", name: "Charlie" },
  ];

  it("renames in place", () => {
    expect(names(listOf(renameParticipant(list, "2", "  Robert ")))).toEqual([
      "Alice",
      "Robert",
      "Charlie",
    ]);
  });

  it("ignores its own name when checking duplicates", () => {
    expect(names(listOf(renameParticipant(list, "2", "BOB")))).toEqual(["Alice", "BOB", "Charlie"]);
  });

  it("suffixes a clash with another participant", () => {
    expect(names(listOf(renameParticipant(list, "2", "alice")))).toEqual([
      "Alice",
      "alice-1",
      "Charlie",
    ]);
  });

  it("cuts to 20 characters", () => {
    const renamed = listOf(renameParticipant(list, "1", "x".repeat(25)));
    expect(renamed[0]).toEqual({ id: "1", name: "x".repeat(20) });
  });

  it("rejects an empty name", () => {
    expect(renameParticipant(list, "1", "   ")).toEqual({ error: { key: "errors.nameRequired" } });
  });

  it("leaves the list unchanged for an unknown id", () => {
    expect(listOf(renameParticipant(list, "9", "Zoe"))).toEqual(list);
  });
});

describe("removeParticipant", () => {
  it("removes by id and ignores unknown ids", () => {
    expect(removeParticipant(DEFAULT_PARTICIPANTS, "3").map((p) => p.id)).toEqual([
      "1",
      "2",
      "4",
      "5",
      "6",
    ]);
    expect(removeParticipant(DEFAULT_PARTICIPANTS, "x")).toEqual(DEFAULT_PARTICIPANTS);
  });
});

describe("entry options", () => {
  it("keeps valid weights, hidden, picked and wins from storage, and drops bad ones without losing the name", () => {
    expect(
      parseStoredParticipants([
        { id: "1", name: "Ann", weight: 3, hidden: true, picked: true, wins: 4 },
        { id: "2", name: "Bo", weight: 101, hidden: "yes", wins: -1, colour: "red" },
        { id: "3", name: "Cy", weight: 1.5 },
      ]),
    ).toEqual([
      { id: "1", name: "Ann", weight: 3, hidden: true, picked: true, wins: 4 },
      { id: "2", name: "Bo" },
      { id: "3", name: "Cy" },
    ]);
  });

  it("sets and clears options, leaving defaults absent", () => {
    const list = [{ id: "1", name: "Ann" }];
    const set = updateParticipant(list, "1", { weight: 5, hidden: true });
    expect(set).toEqual([{ id: "1", name: "Ann", weight: 5, hidden: true }]);
    expect(updateParticipant(set, "1", { weight: 1, hidden: false })).toEqual(list);
  });

  it("a rename keeps the entry's options", () => {
    const list = [{ id: "1", name: "Ann", weight: 5 }];
    expect(listOf(renameParticipant(list, "1", "Anna"))).toEqual([
      { id: "1", name: "Anna", weight: 5 },
    ]);
  });
});

describe("a name's own colour", () => {
  it("is kept as #rrggbb and dropped otherwise, name and all else kept", () => {
    expect(
      parseStoredParticipants([
        { id: "1", name: "Ann", color: "#12abEF" },
        { id: "2", name: "Bo", color: "red" },
        { id: "3", name: "Cy", color: ["#123456"] },
        { id: "4", name: "Dee", color: "#1234567" },
      ]),
    ).toEqual([
      { id: "1", name: "Ann", color: "#12abEF" },
      { id: "2", name: "Bo" },
      { id: "3", name: "Cy" },
      { id: "4", name: "Dee" },
    ]);
  });
});

describe("a name's picture", () => {
  it("is kept as a PNG, JPEG or WebP data: URL up to IMAGE_DATA_MAX, dropped otherwise", () => {
    const head = "data:image/webp;base64,";
    const largest = head + "A".repeat(IMAGE_DATA_MAX - head.length);
    expect(
      parseStoredParticipants([
        { id: "1", name: "Ann", image: "data:image/png;base64,iVBORw0KGgo=" },
        { id: "2", name: "Bo", image: largest },
        { id: "3", name: "Cy", image: `${largest}A` },
        { id: "4", name: "Dee", image: "data:image/svg+xml;base64,PHN2Zz4=" },
        { id: "5", name: "Eve", image: "https://example.com/eve.png" },
        { id: "6", name: "Flo", image: "data:image/png;base64,<script>" },
      ]),
    ).toEqual([
      { id: "1", name: "Ann", image: "data:image/png;base64,iVBORw0KGgo=" },
      { id: "2", name: "Bo", image: largest },
      { id: "3", name: "Cy" },
      { id: "4", name: "Dee" },
      { id: "5", name: "Eve" },
      { id: "6", name: "Flo" },
    ]);
  });

  it("leaves with the options dialog's Remove, and the rest stays", () => {
    const list = [{ id: "1", name: "Ann", weight: 2, image: "data:image/png;base64,iVBORw0KGgo=" }];
    expect(updateParticipant(list, "1", { weight: 2, image: undefined })).toEqual([
      { id: "1", name: "Ann", weight: 2 },
    ]);
  });
});
