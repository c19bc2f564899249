import type { RandomInt } from "../random";
import { drawMoreWinners } from "../spin/several-winners";
import { type Participant, visibleParticipants } from "./participants";

/**
 * Fair rotation ("everyone gets a turn") and the win tally, on the entries themselves: an
 * entry picked this round carries `picked`, a counted winner its `wins`, so both travel with
 * the list wherever it goes (this browser's storage, a saved spinner) and a hidden entry
 * keeps its place.
 */

/**
 * Each shown entry's tickets for the next draw. In a rotation, entries already picked this
 * round hold none; once every shown entry is picked, a new round starts (`newRound`) and all
 * hold their weight again. Without a rotation, every entry holds its weight.
 */
export function drawTickets(
  shown: readonly Participant[],
  rotation: boolean,
): { tickets: number[]; newRound: boolean } {
  const weights = shown.map((p) => p.weight ?? 1);
  if (!rotation) return { tickets: weights, newRound: false };
  const newRound = shown.every((p) => p.picked);
  return {
    tickets: newRound ? weights : shown.map((p, i) => (p.picked ? 0 : (weights[i] ?? 1))),
    newRound,
  };
}

/** A new round: nobody is marked as picked (hidden entries included). */
export const startRound = (list: readonly Participant[]): Participant[] =>
  list.map(({ picked: _, ...p }) => p);

/** Marks the winners as picked this round. */
export const markPicked = (list: readonly Participant[], ids: readonly string[]): Participant[] =>
  list.map((p) => (ids.includes(p.id) ? { ...p, picked: true } : p));

/** Counts one more win for each winner. */
export const countWins = (list: readonly Participant[], ids: readonly string[]): Participant[] =>
  list.map((p) => (ids.includes(p.id) ? { ...p, wins: (p.wins ?? 0) + 1 } : p));

/** Sets every tally back to nothing. */
export const clearWins = (list: readonly Participant[]): Participant[] =>
  list.map(({ wins: _, ...p }) => p);

/**
 * The names list after a spin's winners: in a rotation they are marked as picked (the draw
 * that began a new round clears the last round's marks first); with the tally, counted.
 */
export function afterWin(
  list: readonly Participant[],
  ids: readonly string[],
  options: { rotation: boolean; tally: boolean },
): Participant[] {
  let next = [...list];
  if (options.rotation) {
    if (drawTickets(visibleParticipants(list), true).newRound) next = startRound(next);
    next = markPicked(next, ids);
  }
  return options.tally ? countWins(next, ids) : next;
}

/**
 * What the list options change in the next draw of the names on the spinner (`shown`, in
 * order): each one's tickets (a rotation's, or its weight) and, for several winners, how the
 * rest of the draw is picked after the first.
 */
export function drawOptions(
  shown: readonly Participant[],
  options: { fairRotation: boolean; winners: number },
  randomInt: RandomInt,
): { tickets: number[]; pickMore?: (first: number) => number[] } {
  const { tickets } = drawTickets(shown, options.fairRotation);
  if (options.winners < 2) return { tickets };
  return {
    tickets,
    pickMore: (first) => drawMoreWinners(randomInt, tickets, first, options.winners),
  };
}
