import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { AREAS } from "#web/lib/area-strings.ts";

/** Every language has every key, filled, with the plural forms its grammar needs. */
const dir = import.meta.dirname;
const read = (code: string) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));
const allowed: Record<string, string[]> = read("identical-allowed");
const english = read("en");

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens to "ns.key.path" → value; arrays are checked item by item. */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()) {
  if (typeof value === "string") out.set(prefix, value);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** The play screen's bundles (<code>.json) and the lazily loaded areas' (<area>/<code>.json). */
const BUNDLES = [
  { name: "app", english, read: (code: string) => read(code) },
  ...AREAS.map((area) => ({
    name: area,
    english: read(`${area}/en`),
    read: (code: string) => read(`${area}/${code}`),
  })),
];

describe.each(BUNDLES)("the $name strings", ({ english, read: readBundle }) => {
  const en = flatten(english);
  const baseKeys = new Set([...en.keys()].map((k) => k.replace(PLURAL, "")));
  const pluralBases = new Set(
    [...en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, "")),
  );
  const placeholders = (s: string): string[] =>
    [...(s.match(/\{\{\s*[\w.]+\s*(,[^}]*)?\}\}/g) ?? [])].sort();
  const hasLetters = (s: string) => /\p{L}/u.test(s.replace(/\{\{[^}]*\}\}/g, ""));

  describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("%s", (code) => {
    const messages = flatten(readBundle(code));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[];

    it("has every key of English, each filled in", () => {
      const missing: string[] = [];
      for (const base of baseKeys) {
        const forms = pluralBases.has(base) ? categories.map((c) => `${base}_${c}`) : [base];
        for (const key of forms) if (!messages.get(key)?.trim()) missing.push(key);
      }
      expect(missing).toEqual([]);
    });

    it("has no key English does not have", () => {
      const extra = [...messages.keys()].filter((k) => !baseKeys.has(k.replace(PLURAL, "")));
      expect(extra).toEqual([]);
    });

    it("keeps every {{placeholder}} of English", () => {
      const wrong: string[] = [];
      for (const [key, value] of messages) {
        const source = en.get(key) ?? en.get(key.replace(PLURAL, "_other"));
        if (source === undefined) continue;
        const need = placeholders(source).filter((p) => !/\{\{\s*count\s*\}\}/.test(p));
        const have = placeholders(value);
        if (need.some((p) => !have.includes(p))) wrong.push(`${key}: ${value}`);
      }
      expect(wrong).toEqual([]);
    });

    it("translates: no value identical to English outside the allow list", () => {
      const ok = new Set([...(allowed["*"] ?? []), ...(allowed[code] ?? [])]);
      const same = [...messages]
        .filter(([key, value]) => en.get(key) === value && hasLetters(value) && !ok.has(value))
        .map(([key, value]) => `${key}: ${value}`);
      expect(same).toEqual([]);
    });
  });
});
