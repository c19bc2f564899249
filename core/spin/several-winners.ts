import type { RandomInt } from "../random";
import { drawWeighted } from "./spin-plan";

/**
 * The rest of a draw of several winners: after `first` (where the spinner stopped), up to
 * `total - 1` more distinct entries, each drawn by its tickets among those not yet drawn.
 * Stops early when no entry with tickets is left.
 */
export function drawMoreWinners(
  randomInt: RandomInt,
  tickets: readonly number[],
  first: number,
  total: number,
): number[] {
  const left = [...tickets];
  const winners = [first];
  left[first] = 0;
  while (winners.length < total && left.some((t) => t > 0)) {
    const next = drawWeighted(randomInt, left.length, left);
    winners.push(next);
    left[next] = 0;
  }
  return winners;
}
