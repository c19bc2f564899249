import { describe, expect, it } from "vitest";
import english from "../../web/locales/en.json";
import panels from "../../web/locales/panels/en.json";

import { loadParticipants } from "./load-participants";
import type { Message } from "./message";
import { BINARY_PAIRS } from "./modes";
import { addParticipant, type Participant } from "./participants";

type Tree = { [key: string]: string | Tree };

/** The messages are in the panels' strings; the binary labels in the play screen's "lists". */
function lookup(key: string, root: Tree = panels as Tree): string | undefined {
  let node: string | Tree | undefined = root;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** Mirrors web/lib/translator.ts: with a count the _one/_other forms are used, and {{x}} needs params.x. */
function render(message: Message): string[] {
  const count = message.params?.count;
  const keys = count === undefined ? [message.key] : [`${message.key}_one`, `${message.key}_other`];
  return keys.map((key) => {
    const text = lookup(key);
    if (text === undefined) throw new Error(`missing translation ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = message.params?.[name];
      if (value === undefined) throw new Error(`missing param ${name} for ${key}`);
      return String(value);
    });
  });
}

function errorOf(result: { list: Participant[] } | { error: Message }): Message {
  if (!("error" in result)) throw new Error("expected an error");
  return result.error;
}

const people = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}`, name: `P${i}` }));
const load = (text: string, mode: "replace" | "append", existing: Participant[] = []) =>
  errorOf(loadParticipants({ text, mode, existing, makeId: () => "x" }));

describe("the lists' English texts", () => {
  it("has the spec wording for every error core returns", () => {
    const other = (m: Message) => render(m).at(-1);
    expect(other(errorOf(addParticipant([], " ", "1")))).toBe("Participant name cannot be empty");
    expect(other(errorOf(addParticipant(people(36), "Zoe", "z")))).toBe(
      "Maximum 36 participants allowed",
    );
    expect(other(load("", "replace"))).toBe("Please provide participant names");
    expect(other(load(",;", "replace"))).toBe("No valid participant names found");
    expect(other(load("A,a,B,b", "replace"))).toBe("Duplicate names found: A, B");
    expect(other(load("P1,P2", "append", people(3)))).toBe("Names already exist: P1, P2");
    expect(other(load("a,b", "append", people(35)))).toBe(
      "Adding these names would exceed the maximum of 36 participants",
    );
    const many = people(37)
      .map((p) => `N${p.id}`)
      .join(",");
    expect(other(load(many, "replace"))).toBe("Maximum 36 participants allowed");
  });

  it("has singular forms for counted messages", () => {
    expect(render({ key: "errors.maxParticipants", params: { count: 1 } })[0]).toBe(
      "Maximum 1 participant allowed",
    );
    expect(render({ key: "errors.wouldExceedMax", params: { count: 1 } })[0]).toBe(
      "Adding these names would exceed the maximum of 1 participant",
    );
  });

  it("has a label for every binary option", () => {
    const options = Object.values(BINARY_PAIRS).flat();
    expect(options.map((o) => lookup(`binary.${o}`, english.lists as Tree))).toEqual([
      "Yes",
      "No",
      "Heads",
      "Tails",
      "Go",
      "Stay",
    ]);
  });
});
