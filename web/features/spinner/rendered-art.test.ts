// Runs in the web project's happy-dom like the other web tests (the shared setup needs
// localStorage); node:fs and react-dom/server work there too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRELOAD_IMAGES } from "#core/app/preload-images.ts";
import { REPO_ROOT, renderArtFiles } from "../../../scripts/render-art";

const files = renderArtFiles();
const REGENERATE = "stale image: run `npx tsx scripts/render-art.ts` and commit the result";

/** Real SVG attributes that are camelCase; any other capital letter is a leaked React prop. */
const CAMEL_CASE_SVG = new Set(["viewBox", "gradientUnits", "gradientTransform"]);

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

/** Minimal well-formedness check: balanced tags, quoted attributes, escaped text. */
function parseXml(svg: string): Tag[] {
  const tags: Tag[] = [];
  const open: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of svg.matchAll(token)) {
    const [, closing, name, attrText = "", selfClosing, text, stray] = m;
    if (stray) throw new Error(`malformed markup at ${m.index}: ${svg.slice(m.index, 40)}`);
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text)) {
        throw new Error(`unescaped & in text: ${text}`);
      }
      continue;
    }
    if (!name) continue;
    if (closing) {
      const expected = open.pop();
      if (expected !== name) throw new Error(`</${name}> closes <${expected}>`);
      continue;
    }
    const attrs = new Map<string, string>();
    for (const a of attrText.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (attrs.has(a[1] ?? "")) throw new Error(`duplicate attribute ${a[1]} on <${name}>`);
      attrs.set(a[1] ?? "", a[2] ?? "");
    }
    tags.push({ name, attrs });
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join("> <")}>`);
  return tags;
}

describe("rendered artwork files", () => {
  it("covers exactly the 17 preloaded images", () => {
    expect(files).toHaveLength(17);
    expect(files.map((f) => f.file)).toEqual(PRELOAD_IMAGES.map((p) => `web/public${p}`));
  });

  it.each(files)("$file matches the React artwork", ({ file, svg }) => {
    let committed = "";
    try {
      committed = readFileSync(path.join(REPO_ROOT, file), "utf8");
    } catch {
      throw new Error(`${file} is missing: ${REGENERATE}`);
    }
    expect(committed, REGENERATE).toBe(svg);
  });

  it.each(files)("$file is a standalone, well-formed SVG", ({ file, svg }) => {
    const tags = parseXml(svg);
    const root = tags[0];
    expect(root?.name).toBe("svg");
    expect(root?.attrs.get("xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(root?.attrs.get("viewBox")).toMatch(/^0 0 (100 100|120 80)$/);
    expect(tags[1]?.name).toBe("title");
    expect(svg).toMatch(/^<svg[^>]*>\n<title>[^<]+<\/title>/);
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.some((t) => /Gradient$/.test(t.name))).toBe(true);

    for (const tag of tags) {
      for (const name of tag.attrs.keys()) {
        const ok = /^[a-z][a-z0-9:-]*$/.test(name) || CAMEL_CASE_SVG.has(name);
        expect(ok, `<${tag.name} ${name}> in ${file}`).toBe(true);
        expect(name.startsWith("data-react")).toBe(false);
      }
    }

    const ids = tags.flatMap((t) => t.attrs.get("id") ?? []);
    expect(new Set(ids).size, `duplicate id in ${file}`).toBe(ids.length);
    const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    for (const ref of refs) expect(ids, `${file} references #${ref}`).toContain(ref);
  });

  it("prefixes ids with the image id, so inlining two files cannot clash", () => {
    for (const { file, svg } of files) {
      const id = path.basename(file, ".svg");
      for (const m of svg.matchAll(/ id="([^"]+)"/g)) expect(m[1]?.startsWith(`${id}-`)).toBe(true);
    }
  });
});
