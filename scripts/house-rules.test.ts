import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run check` guards the house rules: these put a small offence in the tree for a moment
 * (a folder of its own, removed afterwards) and expect the check that owns the rule to fail
 * on it, naming it.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = (tool: string) => path.join(ROOT, "node_modules", ".bin", tool);
const name = `zz-house-rules-${process.pid}`;
const feature = path.join(ROOT, "web", "features", name);
// scripts/*.ts are entry points for knip: this one uses one of two exports of a module.
const entry = path.join(ROOT, "scripts", `${name}.ts`);
const deadDir = path.join(ROOT, "scripts", name);

async function fails(tool: string, args: string[]): Promise<string> {
  try {
    await run(BIN(tool), args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}\n${stderr}`;
  }
  throw new Error(`${tool} ${args.join(" ")} passed; it should have failed`);
}

beforeAll(() => {
  mkdirSync(feature, { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(feature, file), text);
  // Another feature, imported.
  write("reaches.ts", 'export { useGameType } from "#web/features/games/game-type.ts";\n');
  // Two modules importing each other.
  write("cycle-a.ts", 'import { b } from "./cycle-b";\nexport const a = () => b;\n');
  write("cycle-b.ts", 'import { a } from "./cycle-a";\nexport const b = () => a;\n');
  // A translation key that does not exist.
  write(
    "misspelt.tsx",
    'import { useTranslation } from "#web/lib/translator.ts";\n' +
      'export function Misspelt() {\n  const { t } = useTranslation("sidebar");\n  return t("tabs.menuu");\n}\n',
  );
  // An export nothing uses, in a module something does use.
  mkdirSync(deadDir, { recursive: true });
  writeFileSync(
    path.join(deadDir, "dead.ts"),
    "export const used = 1;\nexport const unused = 2;\n",
  );
  writeFileSync(entry, `import { used } from "./${name}/dead";\n\nconsole.log(used);\n`);
});

afterAll(() => {
  for (const p of [feature, deadDir, entry]) rmSync(p, { recursive: true, force: true });
});

describe("npm run check", () => {
  it("fails on a feature importing another feature, and on an import cycle", async () => {
    const out = await fails("biome", ["lint", path.join("web", "features", name)]);
    expect(out).toMatch(/reaches\.ts.*noRestrictedImports/);
    expect(out).toMatch(/cycle-a\.ts.*noImportCycles/);
  });

  it("fails on a misspelt translation key", async () => {
    const out = await fails("tsc", ["--noEmit", "-p", "."]);
    expect(out).toContain(`${name}/misspelt.tsx(4,`);
    expect(out).toContain('"tabs.menuu"');
  });

  it("fails on a dead export", async () => {
    const out = await fails("knip", ["--include", "exports"]);
    expect(out).toMatch(/unused\s+.*dead\.ts/);
  });
});
