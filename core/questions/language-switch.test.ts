import { describe, expect, it } from "vitest";
import {
  createFakeCdn,
  createFakeStorage,
  createTestDeps,
  drain,
  flush,
} from "./loader-test-support";
import { createQuestionCache } from "./question-cache";
import { createQuestionLoader } from "./question-loader";

/**
 * The interface language changes mid-game: the game's loader is made anew in the new
 * language (web/features/games/game-flow.tsx), sharing the storage and the download cache.
 */
describe("switching a game's language mid-session", () => {
  it("loads the new language's first block once and repeats no question already seen in it", async () => {
    const cdn = createFakeCdn({ languages: ["en", "ja"], blocks: 4, perBlock: 20 });
    const storage = createFakeStorage();
    const cache = createQuestionCache();
    const start = async (language: string) => {
      const { deps } = createTestDeps(cdn, { storage, cache, seed: language.length });
      const loader = createQuestionLoader(deps, { gameType: "trivia", language });
      await loader.initialize();
      await flush();
      return loader;
    };
    const text = (q: unknown) => (q as { question: string }).question;
    const blockFetches = (language: string) =>
      cdn.calls.filter((c) => c.url.includes(`-${language}-block-`)).map((c) => c.url);

    const english = await start("en");
    const seenEn = (await drain(english, 5)).map(text);

    const japanese = await start("ja");
    const seenJa = (await drain(japanese, 5)).map(text);
    expect(seenJa.every((q) => q.startsWith("ja "))).toBe(true);
    const jaBlocks = blockFetches("ja");
    expect(new Set(jaBlocks).size).toBe(jaBlocks.length); // no block fetched twice

    // Back to English, then Japanese again: nothing seen in a language comes back in it,
    // and the blocks already downloaded are not fetched again.
    const englishAgain = await start("en");
    const moreEn = (await drain(englishAgain, 5)).map(text);
    expect(moreEn.filter((q) => seenEn.includes(q))).toEqual([]);
    const japaneseAgain = await start("ja");
    const moreJa = (await drain(japaneseAgain, 5)).map(text);
    expect(moreJa.filter((q) => seenJa.includes(q))).toEqual([]);
    const jaAfter = blockFetches("ja");
    expect(new Set(jaAfter).size).toBe(jaAfter.length);
    expect(
      cdn.calls.filter((c) => c.url.endsWith("trivia-s1-ja-index.json")).length,
    ).toBeLessThanOrEqual(2);
  });
});
