import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ROOT } from "#server/root.ts";

const buildInfoSchema = z.object({
  buildNumber: z.string(),
  buildDate: z.string(),
  commitHash: z.string(),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Written by scripts/build.ts beside the web app; absent when running unbuilt sources. */
export function readBuildInfo(distDir = path.resolve("dist")): BuildInfo {
  try {
    return buildInfoSchema.parse(
      JSON.parse(readFileSync(path.join(distDir, "build-info.json"), "utf8")),
    );
  } catch {
    return { buildNumber: "unbuilt", buildDate: "", commitHash: "unknown" };
  }
}

export function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  return z.object({ version: z.string() }).parse(pkg).version;
}
