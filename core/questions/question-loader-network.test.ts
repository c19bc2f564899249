import { describe, expect, it } from "vitest";
import type { FetchLike } from "./fetch-json";
import { createFakeCdn, createTestDeps, drain, flush } from "./loader-test-support";
import { createQuestionCache, createQuestionLoader } from "./question-loader";

type Setup = { cdn?: ReturnType<typeof createFakeCdn> } & Parameters<typeof createTestDeps>[1];

function setup(language = "en", { cdn = createFakeCdn(), ...options }: Setup = {}) {
  const test = createTestDeps(cdn, options);
  const loader = createQuestionLoader(test.deps, { gameType: "trivia", language });
  return { cdn, loader, ...test };
}

describe("question loader network", () => {
  it("shares a 2-minute cache of at most 2 game and language combinations", async () => {
    const cdn = createFakeCdn();
    const cache = createQuestionCache();
    const first = setup("en", { cdn, cache });
    await first.loader.initialize();
    await flush();
    const fetched = cdn.calls.length;
    // Same game and language within 2 minutes: indexes and blocks come from the cache.
    const second = setup("en", { cdn, cache, seed: 1 });
    await second.loader.initialize();
    await flush();
    expect(cdn.calls).toHaveLength(fetched);
    expect(cache.combinations()).toEqual(["trivia:en"]);

    const spanish = setup("es", { cdn, cache });
    await spanish.loader.initialize();
    const french = setup("fr", { cdn, cache });
    await french.loader.initialize();
    expect(cache.combinations()).toEqual(["trivia:es", "trivia:fr"]);

    const later = setup("es", { cdn, cache });
    later.clock.now += 2 * 60_000;
    const before = cdn.calls.length;
    await later.loader.initialize();
    expect(cdn.calls.length).toBeGreaterThan(before);
  });

  it("forceReload bypasses every cache", async () => {
    const { loader, cdn } = setup();
    await loader.initialize();
    await flush();
    const before = cdn.calls.length;
    await loader.forceReload();
    const reloads = cdn.calls.slice(before);
    expect(reloads.length).toBeGreaterThanOrEqual(3);
    expect(reloads.every((c) => c.init.cache === "reload" && c.url.includes("?t="))).toBe(true);
    expect(loader.next()).not.toBeNull();
  });

  it("cache-busts the game index", async () => {
    const { loader, cdn, deps } = setup();
    await loader.initialize();
    expect(cdn.calls[0]?.url).toBe(`https://cdn.test/cdn/trivia/index.json?t=${deps.now()}`);
    expect(cdn.calls[1]?.url).not.toContain("?t=");
  });

  it("reports 'CDN loading timeout' and 'Failed to load CDN index'", async () => {
    const cdn = createFakeCdn();
    cdn.state.hanging.add("/trivia/index.json");
    const { loader, timers } = setup("en", { cdn, immediateTimers: true });
    await loader.initialize();
    expect(timers.map((t) => t.ms)).toEqual(Array(6).fill(10_000));
    expect(loader.errors()).toEqual(["CDN loading timeout", "Failed to load CDN index"]);
    expect(loader.next()).toBeNull();
  });

  it("retries a failing index 6 times, 250 ms apart, reloading on the third", async () => {
    const cdn = createFakeCdn();
    cdn.state.failing.add("/trivia/index.json");
    const { loader, sleeps } = setup("en", { cdn });
    await loader.initialize();
    expect(cdn.calls).toHaveLength(6);
    expect(sleeps).toEqual([250, 250, 250, 250, 250]);
    expect(cdn.calls.map((c) => c.init.cache ?? "-")).toEqual(["-", "-", "reload", "-", "-", "-"]);
    expect(loader.errors()).toEqual(["Failed to load CDN index"]);
  });

  it("marks a block that does not answer JSON as invalid", async () => {
    const cdn = createFakeCdn({ blocks: 2 });
    const fetch: FetchLike = async (url, init) => {
      const response = await cdn.fetch(url, init);
      if (!url.includes("-block-1.")) return response;
      return { ...response, headers: { get: () => "text/html; charset=utf-8" } };
    };
    const { loader } = setup("en", { cdn, fetch });
    await loader.initialize();
    await flush();
    expect(loader.errors()).toEqual(["Failed to load block"]);
    // Block 2 alone: 50 questions, then the pool starts over.
    const ids = (await drain(loader, 60)).map((q) => q?.id ?? 0);
    expect(new Set(ids.slice(0, 50)).size).toBe(50);
    expect(ids.every((id) => id > 50)).toBe(true);
  });
});
