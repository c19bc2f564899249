import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "@playwright/test";
import { build } from "vite";
import { precompress } from "../scripts/build";

export type LoadedBytes = {
  /** Gzip bytes (node's gzipSync, default level) of the decoded scripts and stylesheets... */
  js: number;
  css: number;
  /** ...and of the strings files (JSON under /assets/) fetched by the app. */
  strings: number;
  /**
   * Same-origin images (the spinner art, the icon sprite), gzip too: reported beside the
   * budget, which is about JS and CSS, so that moving code into an image shows.
   */
  images: number;
  /** Every script, stylesheet, strings and image response, by URL pathname, largest first. */
  files: { path: string; type: string; gzip: number }[];
};

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const QUIET_MS = 2_000;
const SETTLE_MAX_MS = 15_000;

/** All of it: what the budget compares. */
export const totalBytes = (b: LoadedBytes) => b.js + b.css + b.strings;

/**
 * The JS, CSS and strings that `url` loads in Chromium, as the browser loads it, and its
 * images: every same-origin script, stylesheet, image and fetched .json file under /assets/
 * until the page has loaded, the network is idle and none of these has been requested for
 * 2 s (at most 15 s of that settling). That includes chunks imported dynamically at start-up.
 * Each body is gzipped here, so the figure does not depend on the server's compression. The
 * browser cache is disabled, so every file is fetched. With `returning`, the page is visited
 * once first and only the reload is measured: a returning visitor, with localStorage filled.
 */
export async function loadedBytes(
  browser: Browser,
  url: string,
  options: { returning?: boolean } = {},
): Promise<LoadedBytes> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    if (options.returning) {
      await page.goto(url, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
    }

    const kindOf = (resourceType: string, requestUrl: string) => {
      const { origin: from, pathname } = new URL(requestUrl);
      if (from !== origin) return undefined;
      if (resourceType === "script" || resourceType === "stylesheet") return resourceType;
      // An SVG sprite that <use> refers to is fetched as "other".
      if (resourceType === "image" || /\.svg$/.test(pathname)) return "image";
      // Fetched by the app, or preloaded by the page for it (resource type "other").
      if (/^\/assets\/.*\.json$/.test(pathname)) return "strings";
      return undefined;
    };
    let lastRequestAt = 0;
    const recorded: Promise<{ path: string; type: string; gzip: number }>[] = [];
    page.on("request", (request) => {
      if (kindOf(request.resourceType(), request.url())) lastRequestAt = Date.now();
    });
    page.on("response", (response: Response) => {
      const request = response.request();
      const type = kindOf(request.resourceType(), response.url());
      if (!type) return;
      // Read the body at once: it may be gone once the page navigates or is closed.
      recorded.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          type,
          gzip: gzipSync(body).length,
        })),
      );
    });

    if (options.returning) await page.reload({ waitUntil: "load" });
    else await page.goto(url, { waitUntil: "load" });
    await settle(page, () => lastRequestAt);

    // Each file once: with the cache off, Chromium fetches an SVG sprite for each <use>.
    const files = [...new Map((await Promise.all(recorded)).map((f) => [f.path, f])).values()];
    const sum = (type: string) =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
    return {
      js: sum("script"),
      css: sum("stylesheet"),
      strings: sum("strings"),
      images: sum("image"),
      files: files.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}

/** Network idle, then 2 s without a new file of these requested (at most 15 s). */
async function settle(page: Page, lastRequestAt: () => number) {
  await page.waitForLoadState("networkidle");
  const start = Date.now();
  while (Date.now() - start < SETTLE_MAX_MS) {
    const quietFor = Date.now() - Math.max(start, lastRequestAt());
    if (quietFor >= QUIET_MS) return;
    await page.waitForTimeout(Math.min(QUIET_MS - quietFor, 250));
  }
}

/** A React 19 hello world built with the app's Vite build options, for comparison. */
async function buildHelloWorld(): Promise<string> {
  const root = path.resolve("node_modules/.cache/hello-world");
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(root, "main.jsx"),
    'import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")).render(<h1>Hello, world</h1>);\n',
  );
  const outDir = path.join(root, "dist");
  // The app's own vite.config.ts, pointed at the hello world: the same plugins and options.
  await build({
    configFile: path.resolve("vite.config.ts"),
    root,
    publicDir: false,
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

function isFileAt(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/**
 * A React 19 hello world built with the app's Vite config and served from 127.0.0.1, until
 * `close` is called: the anchor the first-load and Lighthouse benches run beside the app.
 */
export async function serveHelloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const distDir = await buildHelloWorld();
  precompress(distDir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.join(distDir, pathname === "/" ? "index.html" : pathname);
    if (!file.startsWith(distDir + path.sep) || !isFileAt(file)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    // Compressed like the app's server sends its files (scripts/build.ts precompress).
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"])) && isFileAt(`${file}.br`);
    res
      .writeHead(200, {
        "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
        ...(brotli ? { "content-encoding": "br" } : {}),
      })
      .end(readFileSync(brotli ? `${file}.br` : file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The JS and CSS the hello world loads, measured like the app with `loadedBytes`. */
export async function helloWorldBytes(browser: Browser): Promise<LoadedBytes> {
  const hello = await serveHelloWorld();
  try {
    return await loadedBytes(browser, hello.url);
  } finally {
    await hello.close();
  }
}
