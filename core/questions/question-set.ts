import type { RandomInt } from "../random";
import { MAX_PER_CATEGORY, PICK_WINDOW, SET_SIZE } from "./loader-constants";

type Pickable = { id: number; category: string };

/** A random one of the first PICK_WINDOW candidates, or undefined when there are none. */
export function pickOne<Q>(candidates: readonly Q[], randomInt: RandomInt): Q | undefined {
  if (candidates.length === 0) return undefined;
  return candidates[randomInt(Math.min(candidates.length, PICK_WINDOW))];
}

/**
 * Up to `size` distinct candidates, each drawn at random from the first PICK_WINDOW still in
 * the pool, with at most MAX_PER_CATEGORY of one category. The set is shorter when the
 * candidates or their categories run out: the cap is never relaxed.
 */
export function pickSet<Q extends Pickable>(
  candidates: readonly Q[],
  randomInt: RandomInt,
  size = SET_SIZE,
): Q[] {
  const pool = [...candidates];
  const perCategory = new Map<string, number>();
  const seen = new Set<number>();
  const set: Q[] = [];
  while (set.length < size && pool.length > 0) {
    const [question] = pool.splice(randomInt(Math.min(pool.length, PICK_WINDOW)), 1);
    if (!question || seen.has(question.id)) continue;
    const count = perCategory.get(question.category) ?? 0;
    if (count >= MAX_PER_CATEGORY) continue;
    perCategory.set(question.category, count + 1);
    seen.add(question.id);
    set.push(question);
  }
  return set;
}
