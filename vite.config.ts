import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { APP_ROUTES, type PagePreloads } from "./core/app/app-routes.ts";
import { bankQuestionsPerLanguage } from "./scripts/bank-size.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * Everything the first screen needs goes into one chunk. Left alone, the bundler cuts the
 * modules that lazy chunks share with the page into some twenty small chunks, each
 * compressed on its own (about 4 KB gzip more, and more requests). The set is every module
 * the entry reaches by static imports, found once the module graph is complete.
 */
function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const eager = new Set<string>();
  const plugin: Plugin = {
    name: "twirl:first-screen-chunk",
    apply: "build",
    buildEnd() {
      eager.clear();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (eager.has(id)) continue;
        eager.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => eager.has(id) };
}

const firstScreen = firstScreenChunk();

/**
 * The strings files (web/locales/<code>.json and <area>/<code>.json) go into the build as
 * JSON, under one directory named by a hash of them all: the app fetches them by language
 * and area (web/lib/locale-files.ts), so its code carries no table of hashed file names, and
 * the server caches them for good like every other file under assets/.
 */
function localeFiles(): Plugin {
  const root = fileURLToPath(new URL("web/locales", import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)[a-z]{2}\.json$/.test(file))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(`${root}/${file}`));
  const dir = `assets/locales-${hash.digest("hex").slice(0, 10)}`;
  return {
    name: "twirl:locale-files",
    config: () => ({ define: { __LOCALES__: JSON.stringify(`/${dir}`) } }),
    generateBundle() {
      for (const file of files) {
        const strings = JSON.parse(readFileSync(`${root}/${file}`, "utf8"));
        this.emitFile({
          type: "asset",
          fileName: `${dir}/${file}`,
          source: JSON.stringify(strings),
        });
      }
    },
  };
}

/**
 * The spinner and game artwork (web/public/images/{spinners,games}) goes into the build again
 * under assets/img-<hash of them all>/, which the app reads them from
 * (core/app/preload-images.ts): like the scripts, they are then cached for a year and a
 * returning visit asks the server nothing about them. A changed image changes the directory.
 * /images/ still serves them, for anything that links there.
 */
function hashedImages(): Plugin {
  const root = fileURLToPath(new URL("web/public/images", import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /^(spinners|games)\/[\w-]+\.svg$/.test(file))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(`${root}/${file}`));
  const dir = `assets/img-${hash.digest("hex").slice(0, 8)}`;
  return {
    name: "twirl:hashed-images",
    config: () => ({ define: { __IMAGES__: JSON.stringify(`/${dir}`) } }),
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: "asset",
          fileName: `${dir}/${file}`,
          source: readFileSync(`${root}/${file}`),
        });
      }
    },
  };
}

/**
 * What every page draws first comes inside the page, not as requests of their own that the first
 * paint waits behind (issue 21): the icon sprite (web/ui/icons.svg, hidden; each icon's <use>
 * points at its symbol) and the tab icon (web/favicon.png, 1.2 KB, as a data: URL, which the
 * browser also decodes cheaply when it fetches the icon again as the page starts making sound).
 */
function inlinePageParts(): Plugin {
  const file = (name: string) => fileURLToPath(new URL(`web/${name}`, import.meta.url));
  return {
    name: "twirl-inline-page-parts",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html
          .replace(
            'href="./favicon.png"',
            `href="data:image/png;base64,${readFileSync(file("favicon.png")).toString("base64")}"`,
          )
          .replace(
            "<body>",
            `<body>\n    ${readFileSync(file("ui/icons.svg"), "utf8").trim().replace("<svg ", "<svg hidden ")}`,
          ),
    },
  };
}

/**
 * What each page needs beyond index.html, by path: the scripts and stylesheets of its lazy
 * chunks, each with the chunks it imports. Written to dist/page-preloads.json, beside the web root, where the server
 * reads it to have the page preload these at once with its strings (server/web-page.ts),
 * instead of one level of requests after another. Pages are web/features/<feature>/<page>-page.tsx
 * (core/app/app-routes.ts), loaded through web/app/other-pages.tsx; the play screen is in the
 * first chunk. A build without web/main.tsx (the benches' hello world) writes nothing.
 */
function pagePreloads(): Plugin {
  let preloads: PagePreloads | undefined;
  return {
    name: "twirl:page-preloads",
    apply: "build",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      preloads = undefined;
      const entry = chunks.find((c) => c.isEntry);
      const chunkWith = (source: string) =>
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${source}`)));
      // The entry stands for index.html, which loads the chunk of web/main.tsx itself.
      const first = chunkWith("web/main.tsx");
      if (!entry || !first) return;
      const inHtml = new Set([entry.fileName, first.fileName]);
      // A chunk, the chunks it imports, and their stylesheets, but none that index.html loads.
      const closure = (source: string) => {
        const found = new Set<string>();
        const visit = (chunk: (typeof chunks)[number]) => {
          if (inHtml.has(chunk.fileName) || found.has(chunk.fileName)) return;
          found.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === "chunk") visit(imported);
          }
        };
        const chunk = chunkWith(source);
        if (!chunk) throw new Error(`page-preloads: no chunk holds ${source}`);
        visit(chunk);
        return [...found].map((file) => `/${file}`);
      };
      const otherPage = (source: string, strings?: string) => ({
        files: [...new Set([...closure("web/app/other-pages.tsx"), ...closure(source)])],
        strings,
      });
      const locales = Object.keys(bundle).find((f) => /^assets\/locales-\w+\/en\.json$/.test(f));
      preloads = {
        locales: `/${locales?.replace(/\/en\.json$/, "")}`,
        pages: {
          ...Object.fromEntries(
            APP_ROUTES.map((route) => [
              route.path,
              // The play screen is the first chunk; every other page has its strings area.
              "strings" in route
                ? otherPage(`web/features/${route.feature}/${route.page}-page.tsx`, route.strings)
                : { files: [] },
            ]),
          ),
          "/share/": otherPage("web/features/spinners/open-shared.tsx", "spinners"),
          "not-found": otherPage("web/features/help/not-found-page.tsx", "help"),
        },
      };
    },
    writeBundle(options) {
      if (!options.dir || !preloads) return;
      writeFileSync(
        path.join(options.dir, "..", "page-preloads.json"),
        `${JSON.stringify(preloads, null, 1)}\n`,
      );
    },
  };
}

export default defineConfig({
  root: "web",
  // What the pages' "over N questions" is read from: the bank itself (scripts/bank-size.ts).
  define: { __BANK_QUESTIONS__: String(bankQuestionsPerLanguage()) },
  publicDir: "public",
  plugins: [
    react(),
    firstScreen.plugin,
    localeFiles(),
    hashedImages(),
    pagePreloads(),
    inlinePageParts(),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Six hash characters are plenty to tell releases apart; the lazy-chunk table in the
        // page lists every file name, so each character counts: chunks and assets go by their
        // hash alone (ADR 031).
        entryFileNames: "assets/[hash:6].js",
        chunkFileNames: "assets/[hash:7].js",
        assetFileNames: "assets/[hash:6][extname]",
        codeSplitting: {
          groups: [
            { name: "app", test: firstScreen.test },
            // Modules that load together anyway share a chunk: fewer file names in the page's
            // lazy-chunk table, and fewer chunks than the six-character hash allows (64).
            {
              name: "schemas",
              test: /[\\/](node_modules[\\/]zod|core[\\/]contracts[\\/](zod|reports|contributions))/,
            },
            {
              name: "text-validator",
              test: /core[\\/](validation[\\/]text-validator|contracts[\\/]contact)\.ts/,
            },
            // The generated lists' builders and the range fields' rules: one small chunk.
            {
              name: "list-builders",
              test: /core[\\/]lists[\\/](random-numbers|colors|color-palettes|sample-distinct|range-bounds|range-input|fixed-lists)\.ts/,
            },
            // What the participants list fetches on demand: the name editor, the load dialog,
            // the names' options and tools, and the draw rules they add (issue 18).
            {
              name: "participants-extras",
              test: /(web[\\/]features[\\/]sidebar[\\/](panels[\\/](participant-edit|load-participants-modal)\.tsx|entries[\\/])|core[\\/]lists[\\/](list-tools|list-edits|rotation)\.ts|core[\\/]spin[\\/]several-winners\.ts)/,
            },
            // Pictures (choosing one, drawing them on the wheel) and the celebration's settings:
            // what the styles panel, the winner's card and a wheel with pictures share.
            {
              name: "look-and-celebration",
              test: /(web[\\/](ui[\\/]image-field\.tsx|lib[\\/](thumbnail|celebration-storage)\.ts|ui[\\/]own-area\.ts|features[\\/]spinner[\\/]wheel-pictures\.tsx)|core[\\/](validation[\\/]file-check|spin[\\/]celebration|spinners[\\/]wheel-themes)\.ts)/,
            },
            // The language names come with the language menu; the few others that need them
            // load that small chunk too.
            {
              name: "language-list",
              test: /web[\\/](features[\\/]header[\\/](language-list|header-dialogs)\.tsx|lib[\\/]language-names\.ts)/,
            },
            // The update check and its notice, which the version page shares.
            {
              name: "version",
              test: /(web[\\/](lib[\\/]seen-version\.ts|features[\\/]version[\\/]update-notice-bar\.tsx)|core[\\/]app[\\/]versions\.ts)/,
            },
            {
              name: "help-content",
              test: /web[\\/]features[\\/]help[\\/](help-content|help-icons|legal-contacts)\.tsx/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { "/api": apiTarget, "/cdn": apiTarget },
  },
});
