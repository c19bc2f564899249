import type { RandomInt } from "../random";
import { seededRandomInt } from "../random-test-support";
/** Fakes for the question loader tests: an in-memory CDN, storage, clock, timers and random. */

import type { CardGame } from "../games";
import type { FetchInit, FetchLike } from "./fetch-json";
import type { QuestionCache } from "./question-cache";
import type { QuestionLoaderDeps } from "./question-loader";
import type { QuestionStorage } from "./question-progress";

export const BASE_URL = "https://cdn.test/cdn";
export const CATEGORIES = ["science", "history", "sport", "art", "music"] as const;

type Item = Record<string, unknown>;

export function defaultItem(game: CardGame, id: number, language: string): Item {
  const meta = {
    id,
    category: CATEGORIES[id % CATEGORIES.length],
    difficulty: "easy",
    ageRating: "G",
    isAdult: false,
  };
  const text = `${language} ${id}`;
  switch (game) {
    case "trivia":
      return { ...meta, question: text, A: "a", B: "b", C: "c", D: "d", Answer: "b", funFact: "f" };
    case "truth-dare":
      return { ...meta, category: id % 2 === 1 ? "truth" : "dare", question: text };
    case "would-you-rather":
      return { ...meta, option1: text, option2: "other" };
    case "which-one-you-are":
      return { ...meta, question: text, option1: "one", option2: "two" };
  }
}

export type FakeCdnOptions = {
  gameType?: CardGame;
  languages?: string[];
  blocks?: number;
  perBlock?: number;
  season?: string;
  item?: (id: number, language: string) => Item;
};

/** Serves a bank of `blocks` x `perBlock` questions per language (ids 1.., the same in each). */
export function createFakeCdn(options: FakeCdnOptions = {}) {
  const game = options.gameType ?? "trivia";
  const languages = options.languages ?? ["en", "es", "fr"];
  const blocks = options.blocks ?? 5;
  const perBlock = options.perBlock ?? 50;
  const season = options.season ?? "s1";
  const item = options.item ?? ((id, language) => defaultItem(game, id, language));
  const state = {
    generatedAt: "2025-01-01T00:00:00Z",
    contentType: "application/json; charset=utf-8",
    /** Paths answering 500. */
    failing: new Set<string>(),
    /** Paths that never answer. */
    hanging: new Set<string>(),
  };
  const calls: { url: string; init: FetchInit }[] = [];
  const indexFile = (code: string) => `${game}-${season}-${code}-index.json`;
  const blockPath = (language: string, n: number) =>
    `/${game}/${game}-${season}-${language}-block-${n}.json`;

  function body(path: string): unknown {
    if (path === `/${game}/index.json`) {
      const list = languages.map((code) => ({ code, indexFile: indexFile(code) }));
      return { gameType: game, season, generatedAt: state.generatedAt, languages: list };
    }
    for (const language of languages) {
      if (path === `/${game}/${indexFile(language)}`) {
        const totalQuestions = blocks * perBlock;
        const { generatedAt } = state;
        return { language, season, totalBlocks: blocks, totalQuestions, generatedAt };
      }
      for (let n = 1; n <= blocks; n++) {
        if (path !== blockPath(language, n)) continue;
        const ids = Array.from({ length: perBlock }, (_, i) => (n - 1) * perBlock + i + 1);
        return { questions: ids.map((id) => item(id, language)) };
      }
    }
    return undefined;
  }

  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const path = (url.split("?")[0] ?? "").slice(BASE_URL.length);
    if (state.hanging.has(path)) return new Promise(() => {});
    const value = state.failing.has(path) ? undefined : body(path);
    const status = value !== undefined ? 200 : state.failing.has(path) ? 500 : 404;
    return Promise.resolve({
      ok: status === 200,
      status,
      headers: {
        get: (name) => (name.toLowerCase() === "content-type" ? state.contentType : null),
      },
      json: async () => structuredClone(value),
    });
  };

  const pathOf = (url: string) => (url.split("?")[0] ?? "").slice(BASE_URL.length);
  return { fetch, calls, state, blockPath, pathOf, game, season };
}

export type FakeCdn = ReturnType<typeof createFakeCdn>;

export function createFakeStorage(): QuestionStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    read: (key) => structuredClone(data.get(key) ?? null),
    write: (key, value) => {
      data.set(key, structuredClone(value));
    },
    remove: (key) => {
      data.delete(key);
    },
  };
}

type Timer = { run: () => void; ms: number; cleared: boolean };

export type TestDepsOptions = {
  seed?: number;
  storage?: QuestionStorage;
  cache?: QuestionCache;
  randomInt?: RandomInt;
  fetch?: FetchLike;
  /** Fire each timer as soon as it is set (every request times out unless already answered). */
  immediateTimers?: boolean;
};

/** Loader deps over a fake CDN; sleep resolves at once, timers fire only when told. */
export function createTestDeps(cdn: FakeCdn, options: TestDepsOptions = {}) {
  const sleeps: number[] = [];
  const timers: Timer[] = [];
  const clock = { now: 1_700_000_000_000 };
  const deps: QuestionLoaderDeps = {
    fetch: options.fetch ?? cdn.fetch,
    storage: options.storage ?? createFakeStorage(),
    randomInt: options.randomInt ?? seededRandomInt(options.seed ?? 1),
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      if (options.immediateTimers) queueMicrotask(run);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as Timer).cleared = true;
    },
    baseUrl: BASE_URL,
    ...(options.cache ? { cache: options.cache } : {}),
  };
  const fireTimers = () => {
    for (const timer of timers.filter((t) => !t.cleared)) {
      timer.cleared = true;
      timer.run();
    }
  };
  return { deps, sleeps, timers, clock, fireTimers };
}

/** Lets background work (all microtasks in these fakes) finish. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Takes `count` questions, letting background work finish after each, as a player would. */
export async function drain<Q>(loader: { next(): Q | null }, count: number): Promise<(Q | null)[]> {
  const taken: (Q | null)[] = [];
  for (let i = 0; i < count; i++) {
    taken.push(loader.next());
    await flush();
  }
  return taken;
}
