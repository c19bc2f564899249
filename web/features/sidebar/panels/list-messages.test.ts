import { describe, expect, it } from "vitest";
import { BINARY_PAIRS } from "#core/lists/fixed-lists.ts";
import { loadParticipants } from "#core/lists/load-participants.ts";
import type { Message } from "#core/lists/message.ts";
import { addParticipant } from "#core/lists/name-rules.ts";
import type { Participant } from "#core/lists/participants.ts";
import { createTranslator } from "#web/lib/translator.ts";
import english from "#web/locales/en.json";
import panels from "#web/locales/panels/en.json";
import japanese from "#web/locales/panels/ja.json";

/** The lists' messages as people read them, through the app's own translator. */
const translator = createTranslator();
translator.addResourceBundle("en", "panels", panels);
translator.addResourceBundle("en", "lists", english.lists);
translator.addResourceBundle("ja", "panels", japanese);
const say = (message: Message, language = "en") =>
  translator.translate(language, "panels", message.key, message.params);

function errorOf(result: { list: Participant[] } | { error: Message }): Message {
  if (!("error" in result)) throw new Error("expected an error");
  return result.error;
}

const people = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}`, name: `P${i}` }));
const load = (text: string, mode: "replace" | "append", existing: Participant[] = []) =>
  errorOf(loadParticipants({ text, mode, existing, makeId: () => "x" }));

describe("the lists' messages", () => {
  it("say every error core returns in its English wording", () => {
    expect(say(errorOf(addParticipant([], " ", "1")))).toBe("Participant name cannot be empty");
    expect(say(errorOf(addParticipant(people(36), "Zoe", "z")))).toBe(
      "Maximum 36 participants allowed",
    );
    expect(say(load("", "replace"))).toBe("Please provide participant names");
    expect(say(load(",;", "replace"))).toBe("No valid participant names found");
    expect(say(load("A,a,B,b", "replace"))).toBe("Duplicate names found: A, B");
    expect(say(load("P1,P2", "append", people(3)))).toBe("Names already exist: P1, P2");
    expect(say(load("a,b", "append", people(35)))).toBe(
      "Adding these names would exceed the maximum of 36 participants",
    );
    const many = people(37)
      .map((p) => `N${p.id}`)
      .join(",");
    expect(say(load(many, "replace"))).toBe("Maximum 36 participants allowed");
  });

  it("join a list of names as the language does", () => {
    const list = new Intl.ListFormat("ja", { type: "unit", style: "short" }).format(["A", "B"]);
    expect(say(load("A,a,B,b", "replace"), "ja")).toContain(list);
  });

  it("have singular forms for counted messages", () => {
    expect(say({ key: "errors.maxParticipants", params: { count: 1 } })).toBe(
      "Maximum 1 participant allowed",
    );
    expect(say({ key: "errors.wouldExceedMax", params: { count: 1 } })).toBe(
      "Adding these names would exceed the maximum of 1 participant",
    );
  });

  it("have a label for every binary option", () => {
    const options = Object.values(BINARY_PAIRS).flat();
    expect(options.map((o) => translator.translate("en", "lists", `binary.${o}`))).toEqual([
      "Yes",
      "No",
      "Heads",
      "Tails",
      "Go",
      "Stay",
    ]);
  });
});
