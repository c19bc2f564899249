import { describe, expect, it } from "vitest";
import type { ProgressKey, ProgressRecord } from "../contracts/progress";
import {
  createFakeCdn,
  createFakeStorage,
  createTestDeps,
  drain,
  type FakeCdnOptions,
  flush,
  type TestDepsOptions,
} from "./loader-test-support";
import { createQuestionLoader, PREFETCH_AT, PREFETCH_CLEAR_RATIO } from "./question-loader";
import type { ProgressSync } from "./question-progress";

async function start(bank: FakeCdnOptions = {}, depsOptions: TestDepsOptions = {}) {
  const cdn = createFakeCdn(bank);
  const test = createTestDeps(cdn, depsOptions);
  const loader = createQuestionLoader(test.deps, { gameType: "trivia", language: "en" });
  await loader.initialize();
  await flush();
  return { cdn, loader, ...test };
}

const blockFetches = (cdn: ReturnType<typeof createFakeCdn>) =>
  cdn.calls.filter((c) => c.url.includes("-block-")).length;

describe("question loader progress", () => {
  it("prefetches the next set's block when 2 questions remain", async () => {
    expect(PREFETCH_AT).toBe(2);
    const { loader, cdn } = await start();
    // Index, language index, the first set's block and the prefetched one.
    expect(cdn.calls).toHaveLength(4);
    await drain(loader, 10);
    expect(loader.stats().current).toBe(10);
    expect(loader.stats().prefetchBlock).toBeNull();
    await drain(loader, 7);
    expect(cdn.calls).toHaveLength(4);
    loader.next();
    expect(loader.stats().current).toBe(2);
    expect(cdn.calls).toHaveLength(5);
    await flush();
    const prefetched = loader.stats().prefetchBlock;
    expect(cdn.pathOf(cdn.calls[4]?.url ?? "")).toBe(cdn.blockPath("en", prefetched ?? 0));
    await drain(loader, 2);
    expect(loader.stats().currentBlock).toBe(prefetched);
  });

  it("drops the prefetched set once 90% of the questions are used", async () => {
    expect(PREFETCH_CLEAR_RATIO).toBe(0.9);
    const cdn = createFakeCdn({ blocks: 2 });
    const storage = createFakeStorage();
    storage.write("indexUpdated_trivia_en", cdn.state.generatedAt);
    storage.write(
      "usedQuestions_trivia_s1_en",
      Array.from({ length: 84 }, (_, i) => i + 1),
    );
    const { deps } = createTestDeps(cdn, { storage });
    const loader = createQuestionLoader(deps, { gameType: "trivia", language: "en" });
    await loader.initialize();
    await flush();
    // 16 left: a set of 10 and a prefetched set of 6.
    expect(loader.stats()).toMatchObject({ current: 10, used: 84 });
    await drain(loader, 5);
    expect(loader.stats().prefetchBlock).not.toBeNull();
    loader.next();
    expect(loader.stats()).toMatchObject({ current: 4, used: 90, prefetchBlock: null });
    // The last 6 are built from memory at zero, then the pool starts over.
    const rest = await drain(loader, 10);
    expect(new Set(rest.map((q) => q?.id)).size).toBe(10);
    expect(rest.every((q) => (q?.id ?? 0) > 84)).toBe(true);
    expect(loader.stats().used).toBe(0);
    expect(loader.next()).not.toBeNull();
  });

  it("clears the used list when the index generatedAt changes", async () => {
    const first = await start();
    await drain(first.loader, 5);
    const storage = first.deps.storage;
    const again = await start({}, { storage });
    expect(again.loader.stats().used).toBe(5);
    const changed = createFakeCdn();
    changed.state.generatedAt = "2025-02-01T00:00:00Z";
    const { deps } = createTestDeps(changed, { storage });
    const loader = createQuestionLoader(deps, { gameType: "trivia", language: "en" });
    await loader.initialize();
    expect(loader.stats().used).toBe(0);
    expect(storage.read("indexUpdated_trivia_en")).toBe("2025-02-01T00:00:00Z");
  });

  it("skips and marks a block that fails to load", async () => {
    const cdn = createFakeCdn();
    cdn.state.failing.add(cdn.blockPath("en", 3));
    const test = createTestDeps(cdn);
    const loader = createQuestionLoader(test.deps, { gameType: "trivia", language: "en" });
    await loader.initialize();
    await flush();
    const ids = (await drain(loader, 200)).map((q) => q?.id ?? 0);
    expect(new Set(ids).size).toBe(200);
    expect(ids.some((id) => id > 100 && id <= 150)).toBe(false);
    expect(loader.errors()).toEqual(["Failed to load block"]);
    // Tried 6 times once, then never again.
    expect(cdn.calls.filter((c) => c.url.includes("-block-3.")).length).toBe(6);
    // Every valid question used: the pool starts over although 250 were published.
    expect(loader.stats().used).toBe(0);
    expect((await drain(loader, 50)).every((q) => q !== null)).toBe(true);
  });

  it("resumes after the stored block", async () => {
    const storage = createFakeStorage();
    const cdn = createFakeCdn();
    storage.write("indexUpdated_trivia_en", cdn.state.generatedAt);
    storage.write("currentBlock_trivia_s1_en", 2);
    // 0.99 picks stride 4 of [1, 2, 3, 4] and no jump: 2 + 4 wraps to block 1.
    const { deps } = createTestDeps(cdn, { storage, randomInt: (n) => n - 1 });
    const loader = createQuestionLoader(deps, { gameType: "trivia", language: "en" });
    await loader.initialize();
    expect(loader.stats().currentBlock).toBe(1);
    expect(blockFetches(cdn)).toBe(2);
  });
});

/** An account's progress as the server keeps it: the union of ids, or replaced on a reset. */
function createAccountSync() {
  const records = new Map<string, ProgressRecord>();
  const id = (k: ProgressKey) => `${k.game}/${k.season}/${k.language}`;
  const sync: ProgressSync = {
    open(key, merge) {
      const stored = records.get(id(key));
      if (stored) queueMicrotask(() => merge(stored));
    },
    changed(key, write, merge) {
      const w = write();
      const stored = records.get(id(key));
      const ids =
        stored && !w.replace && stored.generatedAt === w.generatedAt
          ? [...new Set([...stored.usedQuestionIds, ...w.usedQuestionIds])]
          : w.usedQuestionIds;
      const record = { ...w, usedQuestionIds: ids };
      records.set(id(key), record);
      queueMicrotask(() => merge(record));
    },
  };
  return { sync, records };
}

describe("question progress kept in an account", () => {
  it("never shows on one device a question the other showed, turn by turn", async () => {
    const cdn = createFakeCdn({ blocks: 3 });
    const account = createAccountSync();
    const device = async (seed: number) => {
      const { deps } = createTestDeps(cdn, { seed });
      const loader = createQuestionLoader(
        { ...deps, sync: account.sync },
        { gameType: "trivia", language: "en" },
      );
      await loader.initialize();
      await flush();
      return loader;
    };
    const phone = await device(1);
    const laptop = await device(2);
    const seen: number[] = [];
    for (let turn = 0; turn < 6; turn++) {
      for (const q of await drain(turn % 2 ? laptop : phone, 4)) seen.push(q?.id ?? -1);
    }
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect(account.records.get("trivia/s1/en")?.usedQuestionIds).toHaveLength(24);
  });

  it("starts the account's record over when a device's pool starts over", async () => {
    const cdn = createFakeCdn({ blocks: 1, perBlock: 20 });
    const account = createAccountSync();
    const { deps } = createTestDeps(cdn);
    const loader = createQuestionLoader(
      { ...deps, sync: account.sync },
      { gameType: "trivia", language: "en" },
    );
    await loader.initialize();
    await flush();
    const first = await drain(loader, 20);
    expect(account.records.get("trivia/s1/en")?.usedQuestionIds).toHaveLength(0);
    const again = await drain(loader, 3);
    expect(new Set(first).size).toBe(20);
    expect(account.records.get("trivia/s1/en")?.usedQuestionIds).toHaveLength(3);
    expect(again.every((q) => q !== null)).toBe(true);
  });
});
