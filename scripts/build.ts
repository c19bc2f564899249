import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

/** Builds the web app into dist/web and stamps dist/build-info.json. */
export async function buildWeb(): Promise<void> {
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
  const now = Date.now();
  writeFileSync(
    path.resolve("dist/build-info.json"),
    `${JSON.stringify({ buildNumber: String(now), buildDate: new Date(now).toISOString(), commitHash: commitHash() }, null, 2)}\n`,
  );
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
  console.log("built dist/web");
}
