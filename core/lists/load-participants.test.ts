import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isAcceptedFile,
  type LoadParticipantsInput,
  loadParticipants,
  parseNames,
} from "./load-participants";
import { MAX_NAME_LENGTH, MAX_PARTICIPANTS, type Participant } from "./participants";

function idMaker(prefix = "n"): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}

const people = (count: number, prefix = "P"): Participant[] =>
  Array.from({ length: count }, (_, i) => ({ id: `e${i}`, name: `${prefix}${i}` }));

const load = (overrides: Partial<LoadParticipantsInput>) =>
  loadParticipants({ text: "", mode: "replace", existing: [], makeId: idMaker(), ...overrides });

describe("parseNames", () => {
  it("splits on commas, semicolons and every newline style", () => {
    expect(parseNames("Ann,Ben;Cat\nDan\r\nEve\rFay")).toEqual([
      "Ann",
      "Ben",
      "Cat",
      "Dan",
      "Eve",
      "Fay",
    ]);
  });

  it("trims, drops empties and cuts to 20", () => {
    expect(parseNames("  Ann  ,,; \n\r\n ,Bartholomew Montgomery III\n")).toEqual([
      "Ann",
      "Bartholomew Montgome",
    ]);
  });

  it("keeps inner spaces", () => {
    expect(parseNames("Mary Jane, Peter Parker")).toEqual(["Mary Jane", "Peter Parker"]);
  });

  it("yields only clean names", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const name of parseNames(text)) {
          expect(name).not.toMatch(/[,;\r\n]/);
          expect(name).toBe(name.trim());
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        }
      }),
    );
  });

  it("recovers names joined with any separator", () => {
    const name = fc
      .stringMatching(/^[A-Za-z][A-Za-z ]{0,18}[A-Za-z]$/)
      .map((s) => s.replace(/ +/g, " "));
    const separator = fc.constantFrom(",", ";", "\n", "\r\n", "\r", " , ", ";\n");
    fc.assert(
      fc.property(fc.array(fc.tuple(name, separator), { maxLength: 40 }), (parts) => {
        const text = parts.map(([n, sep]) => n + sep).join("");
        expect(parseNames(text)).toEqual(parts.map(([n]) => n));
      }),
    );
  });
});

describe("loadParticipants errors", () => {
  it("asks for names when the input is blank", () => {
    expect(load({ text: "" })).toEqual({ error: { key: "errors.namesRequired" } });
    expect(load({ text: "  \n\t " })).toEqual({ error: { key: "errors.namesRequired" } });
  });

  it("reports input made only of separators", () => {
    expect(load({ text: ", ;\n ;" })).toEqual({ error: { key: "errors.noValidNames" } });
  });

  it("lists each duplicate once, case-insensitively, as first written", () => {
    expect(load({ text: "Ann, Ben, ann, ANN, Cat, ben" })).toEqual({
      error: { key: "errors.duplicateNames", params: { names: ["Ann", "Ben"] } },
    });
  });

  it("treats names equal after the cut as duplicates", () => {
    const text = `${"x".repeat(20)}a\n${"x".repeat(20)}b`;
    expect(load({ text })).toEqual({
      error: { key: "errors.duplicateNames", params: { names: ["x".repeat(20)] } },
    });
  });

  it("append: names that already exist", () => {
    const existing = [
      { id: "1", name: "Alice" },
      { id: "2", name: "Bob" },
    ];
    expect(load({ mode: "append", existing, text: "Zoe, alice, BOB" })).toEqual({
      error: { key: "errors.namesAlreadyExist", params: { names: ["alice", "BOB"] } },
    });
  });

  it("append: exceeding the maximum", () => {
    expect(load({ mode: "append", existing: people(30), text: "a,b,c,d,e,f,g" })).toEqual({
      error: { key: "errors.wouldExceedMax", params: { count: MAX_PARTICIPANTS } },
    });
  });

  it("replace: more than the maximum", () => {
    const text = people(37, "N")
      .map((p) => p.name)
      .join(",");
    expect(load({ mode: "replace", existing: people(3), text })).toEqual({
      error: { key: "errors.maxParticipants", params: { count: MAX_PARTICIPANTS } },
    });
  });

  it("replace ignores clashes with the list it discards", () => {
    const result = load({ mode: "replace", existing: people(36), text: "P0, P1" });
    expect(result).toEqual({
      list: [
        { id: "n1", name: "P0" },
        { id: "n2", name: "P1" },
      ],
    });
  });
});

describe("loadParticipants success", () => {
  it("replace builds a fresh list in input order with new ids", () => {
    expect(load({ text: "Ann;Ben\nCat", existing: people(2) })).toEqual({
      list: [
        { id: "n1", name: "Ann" },
        { id: "n2", name: "Ben" },
        { id: "n3", name: "Cat" },
      ],
    });
  });

  it("append keeps the existing list first", () => {
    const existing = people(2);
    expect(load({ mode: "append", existing, text: "Ann, Ben" })).toEqual({
      list: [...existing, { id: "n1", name: "Ann" }, { id: "n2", name: "Ben" }],
    });
  });

  it("accepts exactly the maximum in both modes", () => {
    const six = "a,b,c,d,e,f";
    const appended = load({ mode: "append", existing: people(30), text: six });
    expect("list" in appended && appended.list).toHaveLength(36);
    const text = people(36, "N")
      .map((p) => p.name)
      .join("\n");
    const replaced = load({ mode: "replace", text });
    expect("list" in replaced && replaced.list).toHaveLength(36);
  });

  it("never returns more than the maximum, a duplicate or an oversize name", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("replace" as const, "append" as const),
        fc.integer({ min: 0, max: MAX_PARTICIPANTS }),
        (text, mode, existingCount) => {
          const existing = people(existingCount);
          const result = load({ text, mode, existing });
          if ("error" in result) return;
          const list = result.list;
          expect(list.length).toBeLessThanOrEqual(MAX_PARTICIPANTS);
          const keys = list.map((p) => p.name.toLowerCase());
          expect(new Set(keys).size).toBe(list.length);
          expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
          for (const p of list) expect(p.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
          if (mode === "append") expect(list.slice(0, existing.length)).toEqual(existing);
        },
      ),
    );
  });
});

describe("isAcceptedFile", () => {
  it.each([
    ["names.csv", "text/csv"],
    ["names.CSV", "application/vnd.ms-excel"],
    ["class list.txt", "text/plain"],
    ["names.backup.txt", ""],
    ["noext", "text/plain; charset=utf-8"],
    ["noext", "TEXT/CSV"],
  ])("accepts %s (%s)", (name, mime) => {
    expect(isAcceptedFile(name, mime)).toBe(true);
  });

  it.each([
    ["names.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["names.csv.exe", "application/octet-stream"],
    ["notes.md", "text/plain"],
    ["image.png", "image/png"],
    ["noext", "application/json"],
    ["noext", ""],
    ["", ""],
  ])("rejects %s (%s)", (name, mime) => {
    expect(isAcceptedFile(name, mime)).toBe(false);
  });
});
