import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * How many questions the bank holds in every language (the smallest language's count, all
 * games together), read from content/questions: the build gives it to the web app as
 * __BANK_QUESTIONS__, so the pages' "over N questions" follows the bank.
 */
export function bankQuestionsPerLanguage(root = path.resolve(import.meta.dirname, "..")): number {
  const dir = path.join(root, "content", "questions");
  const perLanguage = new Map<string, number>();
  for (const game of readdirSync(dir)) {
    for (const file of readdirSync(path.join(dir, game))) {
      const items = JSON.parse(readFileSync(path.join(dir, game, file), "utf8")) as unknown[];
      const language = file.replace(/\.json$/, "");
      perLanguage.set(language, (perLanguage.get(language) ?? 0) + items.length);
    }
  }
  return Math.min(...perLanguage.values());
}
