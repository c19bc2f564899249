import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildWeb } from "./build";

/** `npm start`: build the web app when it is missing or older than its sources, then serve. */
const SOURCES = ["web", "core", "vite.config.ts", "package.json", "package-lock.json"];
const STAMP = path.resolve("dist/build-info.json");

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

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed: rebuilding the web app..." : "Building the web app...");
  await buildWeb();
}

process.env.NODE_ENV ??= "production";
await import("../server/main");
