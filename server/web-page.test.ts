import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PagePreloads } from "#core/app/app-routes.ts";
import { languageOf, pageHtmlFor } from "./web-page";

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Twirl</title>
    <script type="module" crossorigin src="/assets/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PRELOADS: PagePreloads = {
  locales: "/assets/locales-abc",
  pages: {
    "/": { files: [] },
    "/help": {
      files: ["/assets/other.js", "/assets/help.js", "/assets/help.css"],
      strings: "help",
    },
    "/share/": { files: ["/assets/share.js"], strings: "spinners" },
    "not-found": { files: ["/assets/missing.js"], strings: "help" },
  },
};

const dirs: string[] = [];
function build(withPreloads = true) {
  const dist = mkdtempSync(path.join(tmpdir(), "twirl-web-page-"));
  dirs.push(dist);
  const webRoot = path.join(dist, "web");
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, "index.html"), INDEX);
  if (withPreloads) writeFileSync(path.join(dist, "page-preloads.json"), JSON.stringify(PRELOADS));
  const pageHtml = pageHtmlFor(webRoot);
  if (!pageHtml) throw new Error("no page maker");
  return pageHtml;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const links = (html: string) => [...html.matchAll(/<link [^>]+>/g)].map((m) => m[0]);

describe("the page as sent", () => {
  it("speaks the first language of Accept-Language, as navigator.language does", () => {
    expect(languageOf("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(languageOf("pt-BR")).toBe("pt");
    expect(languageOf("ar")).toBe("ar");
    // The first decides, as in the web app's detection: one Twirl does not speak is English.
    expect(languageOf("sv-SE,fr;q=0.9")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
    expect(languageOf("")).toBe("en");
  });

  it("sets html lang and dir, and names the language's strings and the page's files", () => {
    const html = build()("/help", "ar-EG,ar;q=0.9");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(links(html)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales-abc/ar.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales-abc/help/ar.json">',
      '<link rel="modulepreload" crossorigin href="/assets/other.js">',
      '<link rel="modulepreload" crossorigin href="/assets/help.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/help.css">',
    ]);
    // In the head, after the app's own script.
    expect(html.indexOf("/assets/main.js")).toBeLessThan(html.indexOf("modulepreload"));
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("takes a path as the router does, and gives share links and unknown paths theirs", () => {
    const pageHtml = build();
    expect(links(pageHtml("/help/", "en"))).toHaveLength(5);
    expect(links(pageHtml("/", "de"))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales-abc/de.json">',
    ]);
    expect(links(pageHtml("/share/abc123", "en")).join()).toContain("/spinners/en.json");
    expect(links(pageHtml("/share/abc123", "en")).join()).toContain("/assets/share.js");
    expect(links(pageHtml("/nowhere", "en")).join()).toContain("/assets/missing.js");
  });

  it("without the build's list still sets the language, and names nothing", () => {
    const html = build(false)("/help", "ja");
    expect(html).toContain('<html lang="ja" dir="ltr">');
    expect(links(html)).toEqual([]);
  });
});
