import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";

/** Builds the web app into dist/web and stamps dist/build-info.json. */
export async function buildWeb(): Promise<void> {
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
  precompress(path.resolve("dist/web"));
  const now = Date.now();
  writeFileSync(
    path.resolve("dist/build-info.json"),
    `${JSON.stringify({ buildNumber: String(now), buildDate: new Date(now).toISOString(), commitHash: commitHash() }, null, 2)}\n`,
  );
}

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml|webmanifest)$/;

/**
 * Brotli and gzip files beside every text asset of 1 KB or more, made once here: the server
 * sends the stored file (@fastify/static's preCompressed) instead of compressing per request.
 */
export function precompress(root: string): void {
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const file = path.join(root, name);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * The server as one compiled module, dist/server/main.js (its packages stay in node_modules):
 * `npm start` runs it with plain Node, so a start transpiles nothing.
 */
export async function buildServer(): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: "server/main.ts",
      outDir: "dist/server",
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rolldownOptions: { output: { entryFileNames: "main.js" } },
    },
  });
}

function commitHash(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb();
  await buildServer();
  console.log("built dist/web and dist/server");
}
