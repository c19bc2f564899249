import type { CardGame } from "../games";
import type { RandomInt } from "../random";
import { type BlockOrder, createBlockOrder } from "./block-order";
import type { CdnClient } from "./cdn-client";
import { FALLBACK_LANGUAGE, LOADER_ERRORS } from "./loader-constants";
import { isAllowed, toUsableQuestion } from "./question-filter";
import type { AgeRating } from "./question-kinds";
import {
  openProgress,
  type Progress,
  type ProgressSync,
  type QuestionStorage,
} from "./question-progress";
import { pickSet } from "./question-set";
import type { AnyQuestion } from "./types";

export type PoolContext = {
  cdn: CdnClient;
  storage: QuestionStorage;
  sync?: ProgressSync;
  randomInt: RandomInt;
  gameType: CardGame;
  language: string;
  maxAgeRating: AgeRating;
  allowAdult: boolean;
  report(message: string): void;
  fail(context: string, cause: unknown): void;
};

/** What one initialize found: the chosen language's index, block order, blocks and progress. */
export type Pool<Q extends AnyQuestion> = {
  reload: boolean;
  /** Set when a newer initialize replaced this pool, so its late answers are ignored. */
  retired: boolean;
  language: string;
  season: string;
  totalBlocks: number;
  totalQuestions: number;
  order: BlockOrder;
  /** Usable, allowed questions of every block loaded so far; next() draws only on these. */
  blocks: Map<number, Q[]>;
  progress: Progress;
};

export type LoadedSet<Q> = { set: Q[]; block: number };

export async function openPool<Q extends AnyQuestion>(
  ctx: PoolContext,
  reload: boolean,
): Promise<Pool<Q> | null> {
  try {
    const index = await ctx.cdn.gameIndex(ctx.language, reload);
    let entry = index.languages.find((l) => l.code === ctx.language);
    if (!entry) {
      ctx.report(LOADER_ERRORS.languageMissing(ctx.language));
      entry = index.languages.find((l) => l.code === FALLBACK_LANGUAGE);
      if (!entry) return null;
    }
    const info = await ctx.cdn.languageIndex(entry.code, entry.indexFile, reload);
    const { season, generatedAt } = info;
    const progress = openProgress(
      ctx.storage,
      ctx.gameType,
      season,
      entry.code,
      generatedAt,
      ctx.sync,
    );
    const stored = progress.currentBlock();
    return {
      reload,
      retired: false,
      language: entry.code,
      season,
      totalBlocks: info.totalBlocks,
      totalQuestions: info.totalQuestions,
      order: createBlockOrder(info.totalBlocks, ctx.randomInt, stored),
      blocks: new Map(),
      progress,
    };
  } catch (error) {
    ctx.fail(LOADER_ERRORS.index, error);
    return null;
  }
}

/** Loads a block into memory once; a block that cannot be loaded is marked invalid. */
export async function ensureBlock<Q extends AnyQuestion>(
  ctx: PoolContext,
  pool: Pool<Q>,
  block: number,
): Promise<boolean> {
  if (pool.blocks.has(block)) return true;
  try {
    const raw = await ctx.cdn.block(pool.language, pool.season, block, pool.reload);
    const usable = raw
      .map((item) => toUsableQuestion(ctx.gameType, item) as Q | null)
      .filter((q): q is Q => q !== null && isAllowed(q, ctx.maxAgeRating, ctx.allowAdult));
    pool.blocks.set(block, usable);
    return true;
  } catch (error) {
    pool.order.markInvalid(block);
    if (!pool.retired) ctx.fail(LOADER_ERRORS.block, error);
    return false;
  }
}

export function allLoaded(pool: Pool<AnyQuestion>): boolean {
  for (let block = 1; block <= pool.totalBlocks; block++) {
    if (!pool.blocks.has(block) && !pool.order.isInvalid(block)) return false;
  }
  return true;
}

/** Unused questions not `taken` by a set, those of `block` first, then other loaded blocks. */
export function candidates<Q extends AnyQuestion>(
  pool: Pool<Q>,
  block: number | null,
  taken: ReadonlySet<number>,
  accept: (question: Q) => boolean = () => true,
): Q[] {
  const first = block === null ? [] : (pool.blocks.get(block) ?? []);
  const rest = [...pool.blocks].filter(([n]) => n !== block).flatMap(([, qs]) => qs);
  return [...first, ...rest].filter(
    (q) => !pool.progress.used.has(q.id) && !taken.has(q.id) && accept(q),
  );
}

/**
 * A set from memory. When every block is loaded, no set holds a question and none is left,
 * all were used: the used list starts over.
 */
export function buildSet<Q extends AnyQuestion>(
  pool: Pool<Q>,
  block: number | null,
  taken: ReadonlySet<number>,
  randomInt: RandomInt,
): Q[] {
  const set = pickSet(candidates(pool, block, taken), randomInt);
  if (set.length > 0 || taken.size > 0 || pool.progress.used.size === 0) return set;
  if (!allLoaded(pool)) return set;
  pool.progress.clearUsed();
  return pickSet(candidates(pool, block, taken), randomInt);
}

/** Walks the block order until a block yields a set; failed blocks are skipped. */
export async function loadNextSet<Q extends AnyQuestion>(
  ctx: PoolContext,
  pool: Pool<Q>,
  taken: () => ReadonlySet<number>,
): Promise<LoadedSet<Q> | null> {
  // Two rounds at most: a round may start midway, and a full one loads every valid block.
  for (let tries = 0; tries < 2 * pool.totalBlocks; tries++) {
    const block = pool.order.next();
    if (block === null) break;
    if (!(await ensureBlock(ctx, pool, block))) continue;
    if (pool.retired) return null;
    const set = buildSet(pool, block, taken(), ctx.randomInt);
    if (set.length > 0) return { set, block };
  }
  return null;
}

/** The next valid block in order, loaded into memory, without building a set. */
export async function loadNextBlock<Q extends AnyQuestion>(
  ctx: PoolContext,
  pool: Pool<Q>,
): Promise<number | null> {
  for (let tries = 0; tries < pool.totalBlocks; tries++) {
    const block = pool.order.next();
    if (block === null) return null;
    if (await ensureBlock(ctx, pool, block)) return block;
  }
  return null;
}
