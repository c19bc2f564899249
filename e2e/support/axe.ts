import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

// Evaluated rather than added as a script tag: the app's CSP rightly refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Runs axe-core in the page; serious or critical violations fail the test, with their rules. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate<{ id: string; impact: string; nodes: number }[]>(`
    axe.run(document, { resultTypes: ["violations"] }).then((r) =>
      r.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) })))`);
  expect(violations).toEqual([]);
}
