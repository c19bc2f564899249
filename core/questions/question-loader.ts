import type { CardGame } from "../games";
import type { RandomInt } from "../random";
import { createCdnClient } from "./cdn-client";
import type { FetchJsonDeps } from "./fetch-json";
import {
  DEFAULT_MAX_AGE_RATING,
  LOADER_ERRORS,
  MAX_ERRORS,
  PREFETCH_AT,
  PREFETCH_CLEAR_RATIO,
} from "./loader-constants";
import { createQuestionCache, type QuestionCache } from "./question-cache";
import type { AgeRating } from "./question-kinds";
import {
  allLoaded,
  buildSet,
  candidates,
  loadNextBlock,
  loadNextSet,
  openPool,
  type Pool,
  type PoolContext,
} from "./question-pool";
import type { ProgressSync, QuestionStorage } from "./question-progress";
import { pickOne } from "./question-set";
import type { LoaderStats, QuestionOf } from "./types";

export * from "./loader-constants";
export { createQuestionCache, type QuestionCache } from "./question-cache";

export type QuestionLoaderDeps = FetchJsonDeps & {
  storage: QuestionStorage;
  /** Keeps progress in the signed-in person's account too. */
  sync?: ProgressSync;
  /** Uniform in [0, 1). */
  randomInt: RandomInt;
  baseUrl: string;
  /** Share one between loaders so switching game or language reuses recent downloads. */
  cache?: QuestionCache;
};

export type QuestionLoaderOptions<G extends CardGame> = {
  gameType: G;
  language: string;
  maxAgeRating?: AgeRating;
  allowAdult?: boolean;
};

export type QuestionLoader<Q> = {
  /** Loads the index and the first set; never rejects (failures go to errors()). */
  initialize(): Promise<void>;
  /** Synchronous: answers from memory so a card can show right after a spin. */
  next(filter?: (question: Q) => boolean): Q | null;
  /** Like initialize, bypassing every cache. */
  forceReload(): Promise<void>;
  stats(): LoaderStats;
  errors(): string[];
  /** The language the questions are in: the requested one, or English as a fallback. */
  contentLanguage(): string;
};

export function createQuestionLoader<G extends CardGame>(
  deps: QuestionLoaderDeps,
  options: QuestionLoaderOptions<G>,
): QuestionLoader<QuestionOf<G>> {
  type Q = QuestionOf<G>;
  const log: string[] = [];
  const report = (message: string) => {
    log.push(message);
    if (log.length > MAX_ERRORS) log.shift();
  };
  const ctx: PoolContext = {
    cdn: createCdnClient({ ...deps, cache: deps.cache ?? createQuestionCache() }, options.gameType),
    storage: deps.storage,
    ...(deps.sync ? { sync: deps.sync } : {}),
    randomInt: deps.randomInt,
    gameType: options.gameType,
    language: options.language,
    maxAgeRating: options.maxAgeRating ?? DEFAULT_MAX_AGE_RATING,
    allowAdult: options.allowAdult ?? false,
    report,
    fail(context, cause) {
      if (cause instanceof Error && cause.message === LOADER_ERRORS.timeout) report(cause.message);
      report(context);
    },
  };
  let language = options.language;
  let pool: Pool<Q> | null = null;
  let loads = 0;
  let current: Q[] = [];
  let prefetched: Q[] | null = null;
  let currentBlock: number | null = null;
  let prefetchBlock: number | null = null;
  let prefetching = false;

  const taken = () => new Set([...current, ...(prefetched ?? [])].map((q) => q.id));
  const nearlyAllUsed = (p: Pool<Q>) =>
    p.progress.used.size >= PREFETCH_CLEAR_RATIO * p.totalQuestions;

  function adopt(p: Pool<Q>, set: Q[], block: number | null) {
    current = set;
    currentBlock = block;
    if (block !== null) p.progress.setCurrentBlock(block);
  }

  /** Background work at PREFETCH_AT; near the end of the pool only the block is loaded. */
  async function prefetch(p: Pool<Q>): Promise<void> {
    if (prefetching || prefetched !== null) return;
    prefetching = true;
    try {
      if (nearlyAllUsed(p)) {
        if (prefetchBlock !== null) return;
        const block = await loadNextBlock(ctx, p);
        if (!p.retired) prefetchBlock = block;
        return;
      }
      const loaded = await loadNextSet(ctx, p, taken);
      if (p.retired || !loaded) return;
      prefetchBlock = loaded.block;
      if (!nearlyAllUsed(p)) prefetched = loaded.set;
    } finally {
      if (!p.retired) prefetching = false;
    }
  }

  /**
   * A chosen kind (a truth, say) found nothing in memory while the bank has blocks not yet
   * loaded: the next of those comes in, so a later ask finds one there.
   */
  let widening = false;
  async function widen(p: Pool<Q>): Promise<void> {
    if (widening) return;
    widening = true;
    try {
      for (let tries = 0; tries < p.totalBlocks && !allLoaded(p) && !p.retired; tries++) {
        const before = p.blocks.size;
        if ((await loadNextBlock(ctx, p)) === null || p.blocks.size > before) break;
      }
    } finally {
      widening = false;
    }
  }

  /** At zero: the prefetched set, else a set built now from the blocks in memory. */
  function refill(p: Pool<Q>) {
    const ready = (prefetched ?? []).filter((q) => !p.progress.used.has(q.id));
    prefetched = null;
    const block = prefetchBlock ?? currentBlock;
    const set = ready.length > 0 ? ready : buildSet(p, block, taken(), deps.randomInt);
    if (set.length === 0) return;
    adopt(p, set, block);
    prefetchBlock = null;
  }

  function pickFromMemory(p: Pool<Q>, accept: (q: Q) => boolean): Q | undefined {
    const inCurrent = new Set(current.map((q) => q.id));
    const draw = () => pickOne(candidates(p, currentBlock, inCurrent, accept), deps.randomInt);
    let picked = draw();
    if (!picked && allLoaded(p)) {
      // Every matching question was used (say, all truths): those alone start over.
      const matching = [...p.blocks.values()].flat().filter(accept);
      p.progress.forget(matching.map((q) => q.id));
      picked = draw();
    }
    if (picked && prefetched) prefetched = prefetched.filter((q) => q.id !== picked.id);
    return picked;
  }

  function markUsed(p: Pool<Q>, question: Q) {
    p.progress.markUsed(question.id);
    if (p.progress.used.size >= p.totalQuestions) p.progress.clearUsed();
    // The pool resets soon: drop the leftovers so the next set is built after the reset.
    if (nearlyAllUsed(p) && prefetched) {
      prefetched = null;
      prefetchBlock = null;
    }
  }

  function next(filter?: (question: Q) => boolean): Q | null {
    const p = pool;
    if (!p) return null;
    // Another device signed in to the same account may have shown some of the set meanwhile.
    current = current.filter((q) => !p.progress.used.has(q.id));
    if (current.length === 0) refill(p);
    const accept = filter ?? (() => true);
    const index = current.findIndex(accept);
    const picked = index >= 0 ? current.splice(index, 1)[0] : pickFromMemory(p, accept);
    if (picked) markUsed(p, picked);
    else if (filter) void widen(p);
    if (current.length === 0) refill(p);
    if (current.length <= PREFETCH_AT) void prefetch(p);
    return picked ?? null;
  }

  async function load(reload: boolean): Promise<void> {
    const ticket = ++loads;
    if (pool) pool.retired = true;
    pool = null;
    language = options.language;
    current = [];
    prefetched = null;
    currentBlock = null;
    prefetchBlock = null;
    prefetching = false;
    const opened = await openPool<Q>(ctx, reload);
    if (!opened || ticket !== loads) return;
    pool = opened;
    language = opened.language;
    const first = await loadNextSet(ctx, opened, taken);
    if (opened.retired) return;
    if (!first) {
      report(LOADER_ERRORS.questions);
      return;
    }
    adopt(opened, first.set, first.block);
    void prefetch(opened);
  }

  return {
    initialize: () => load(false),
    next,
    forceReload: () => load(true),
    stats: () => ({
      current: current.length,
      used: pool?.progress.used.size ?? 0,
      prefetchBlock,
      currentBlock,
      totalBlocks: pool?.totalBlocks ?? 0,
    }),
    errors: () => [...log],
    contentLanguage: () => language,
  };
}
