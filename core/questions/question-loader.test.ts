import { describe, expect, it } from "vitest";
import type { CardGame } from "../games";
import {
  createFakeCdn,
  createTestDeps,
  defaultItem,
  drain,
  type FakeCdnOptions,
  flush,
  type TestDepsOptions,
} from "./loader-test-support";
import { createQuestionLoader, type QuestionLoaderOptions } from "./question-loader";

async function start<G extends CardGame = "trivia">(
  bank: FakeCdnOptions = {},
  options: Partial<QuestionLoaderOptions<G>> = {},
  depsOptions: TestDepsOptions = {},
) {
  const cdn = createFakeCdn(bank);
  const test = createTestDeps(cdn, depsOptions);
  const gameType = (bank.gameType ?? "trivia") as G;
  const loader = createQuestionLoader(test.deps, { gameType, language: "en", ...options });
  await loader.initialize();
  await flush();
  return { cdn, loader, ...test };
}

describe("question loader", () => {
  it("answers next() synchronously from memory after initialize", async () => {
    const { loader, cdn } = await start();
    const fetches = cdn.calls.length;
    for (let i = 0; i < 5; i++) {
      const question = loader.next();
      expect(question).not.toBeInstanceOf(Promise);
      expect(question?.question).toMatch(/^en \d+$/);
    }
    expect(cdn.calls).toHaveLength(fetches);
    expect(loader.stats()).toMatchObject({ current: 5, used: 5, totalBlocks: 5 });
    expect(loader.errors()).toEqual([]);
  });

  it("reports stats: set size, blocks and used count", async () => {
    const { loader } = await start();
    const stats = loader.stats();
    expect(stats).toMatchObject({ current: 10, used: 0, totalBlocks: 5 });
    expect(stats.currentBlock).toBeGreaterThanOrEqual(1);
    expect(stats.prefetchBlock).not.toBeNull();
    expect(stats.prefetchBlock).not.toBe(stats.currentBlock);
  });

  it("returns null before initialize", () => {
    const cdn = createFakeCdn();
    const loader = createQuestionLoader(createTestDeps(cdn).deps, {
      gameType: "trivia",
      language: "en",
    });
    expect(loader.next()).toBeNull();
    expect(loader.stats()).toEqual({
      current: 0,
      used: 0,
      prefetchBlock: null,
      currentBlock: null,
      totalBlocks: 0,
    });
  });

  it("caps a set at 4 questions per category", async () => {
    const skewed = (id: number, language: string) => ({
      ...defaultItem("trivia", id, language),
      category: id % 5 === 0 ? `rare-${id % 3}` : "common",
    });
    const { loader } = await start({ item: skewed });
    expect(loader.stats().current).toBe(10);
    for (let set = 0; set < 20; set++) {
      // A set may come up short once the rare categories run out: the cap is never relaxed.
      const size = loader.stats().current;
      expect(size).toBeGreaterThan(0);
      const questions = await drain(loader, size);
      expect(questions.filter((q) => q?.category === "common").length).toBeLessThanOrEqual(4);
    }
  });

  it("repeats nothing until every question was used, then starts over", async () => {
    const { loader } = await start();
    const ids = (await drain(loader, 250)).map((q) => q?.id);
    expect(new Set(ids).size).toBe(250);
    expect(loader.stats().used).toBe(0);
    expect(loader.next()).not.toBeNull();
    expect(loader.stats().used).toBe(1);
  });

  it("keeps progress in storage per game, season and language", async () => {
    const { loader, deps, cdn } = await start({}, { language: "es" });
    const ids = (await drain(loader, 3)).map((q) => q?.id);
    expect(deps.storage.read("usedQuestions_trivia_s1_es")).toEqual(ids);
    expect(deps.storage.read("currentBlock_trivia_s1_es")).toBe(loader.stats().currentBlock);
    expect(deps.storage.read("indexUpdated_trivia_es")).toBe(cdn.state.generatedAt);
  });

  it("lets Truth or Dare ask for a truth or a dare", async () => {
    const { loader } = await start<"truth-dare">({ gameType: "truth-dare" });
    const truths = [];
    for (let i = 0; i < 30; i++) truths.push(loader.next((q) => q.category === "truth"));
    expect(truths.every((q) => q?.category === "truth")).toBe(true);
    expect(new Set(truths.map((q) => q?.id)).size).toBe(30);
    expect(loader.next((q) => q.category === "dare")?.category).toBe("dare");
    expect(loader.stats().used).toBe(31);
  });

  it("falls back to English when the language is not published", async () => {
    const { loader } = await start({ languages: ["en", "es"] }, { language: "fr" });
    expect(loader.contentLanguage()).toBe("en");
    expect(loader.errors()).toEqual(["Language fr not found in CDN index"]);
    expect(loader.next()?.question).toMatch(/^en /);
    const spanish = await start({}, { language: "es" });
    expect(spanish.loader.contentLanguage()).toBe("es");
    expect(spanish.loader.next()?.question).toMatch(/^es /);
  });

  it("when no truth is in memory, the next block comes in and a later ask finds one", async () => {
    let exercised = 0;
    for (let truthBlock = 1; truthBlock <= 5; truthBlock++) {
      // Truths only in one block of five: the first ask may find none in memory.
      const { loader } = await start<"truth-dare">({
        gameType: "truth-dare",
        item: (id, language) => ({
          ...defaultItem("truth-dare", id, language),
          category: Math.ceil(id / 50) === truthBlock ? "truth" : "dare",
        }),
      });
      const isTruth = (q: { category: string }) => q.category === "truth";
      if (loader.next(isTruth) !== null) continue;
      exercised++;
      let found = null;
      for (let ask = 0; ask < 5 && !found; ask++) {
        await flush();
        found = loader.next(isTruth);
      }
      expect(found?.category).toBe("truth");
    }
    expect(exercised).toBeGreaterThan(0);
  });

  it("filters by age rating (default PG-13) and adult content", async () => {
    const ratings = ["G", "PG", "PG-13", "R"];
    const item = (id: number, language: string) => ({
      ...defaultItem("would-you-rather", id, language),
      ageRating: ratings[id % 4],
      isAdult: id % 7 === 0,
    });
    const bank = { gameType: "would-you-rather" as const, item };
    const seen = async (options: Partial<QuestionLoaderOptions<"would-you-rather">>) => {
      const { loader } = await start(bank, options);
      const questions = await drain(loader, 60);
      return {
        ratings: new Set(questions.map((q) => q?.ageRating)),
        adult: questions.some((q) => q?.isAdult),
      };
    };
    expect(await seen({})).toEqual({ ratings: new Set(["G", "PG", "PG-13"]), adult: false });
    expect(await seen({ maxAgeRating: "G" })).toEqual({ ratings: new Set(["G"]), adult: false });
    expect(await seen({ maxAgeRating: "R", allowAdult: true })).toEqual({
      ratings: new Set(ratings),
      adult: true,
    });
  });

  it("converts trivia options with correctIndex and drops unusable questions", async () => {
    const item = (id: number) =>
      id % 2 === 0
        ? {
            id,
            category: "x",
            ageRating: "G",
            question: `q${id}`,
            options: ["p", "q", "r", "s"],
            correctIndex: 3,
          }
        : { id, category: "x", ageRating: "G", question: `q${id}`, A: "a" };
    const { loader } = await start({ item });
    const questions = await drain(loader, 20);
    for (const q of questions) {
      expect(q).toMatchObject({ A: "p", B: "q", C: "r", D: "s", Answer: "s" });
      expect((q?.id ?? 1) % 2).toBe(0);
    }
  });

  it("returns null and reports when nothing usable arrives", async () => {
    const { loader } = await start({ item: (id) => ({ id, question: "no options" }) });
    expect(loader.next()).toBeNull();
    expect(loader.errors()).toEqual(["Failed to load questions"]);
  });
});
