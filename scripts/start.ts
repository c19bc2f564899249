import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `npm start`: build the web app and the server when either is missing or older than its
 * sources, then run the compiled server (dist/server/main.js).
 */
const SOURCES = [
  "web",
  "core",
  "server",
  "content",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
];
const STAMP = path.resolve("dist/build-info.json");
const SERVER = path.resolve("dist/server/main.js");

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const builtAt = existsSync(STAMP) && existsSync(SERVER) ? statSync(STAMP).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? "Sources changed: rebuilding..." : "Building the web app and the server...",
  );
  // Loaded only to build: Vite is not part of a start that has nothing to build.
  const { buildServer, buildWeb } = await import("./build");
  await buildServer();
  await buildWeb(); // last: its stamp says the build is complete
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(SERVER).href);
