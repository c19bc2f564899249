import { lazy, Suspense, useCallback, useRef, useState } from "react";
import type { CardGame } from "#core/games.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { useGameType } from "./game-type";

/** A card the spinner asked for: the winner, the spin's result and the question drawn for it. */
export type CardRequest = { game: CardGame; winner: string; resultId: string; question: unknown };

/** The loaded game, able to draw its next question (none for Truth or Dare: the card asks). */
export type GameReady = { game: CardGame; next(): unknown };

// The games' side loads once a game is chosen; with Just spin the page does without it.
const GameFlow = lazy(() => import("./game-flow").then((m) => ({ default: m.GameFlow })));

/**
 * Game mode: with a game chosen and the participants list on the spinner, the winner gets a
 * card 3 s after the stop. The question comes from memory (the loader prefetches), and the
 * card's outcome goes to `onOutcome` with the spin's result id. Before the game's questions are in, a
 * spin ends without a card.
 */
export function useGameFlow(
  participantsMode: boolean,
  onOutcome: (resultId: string, outcome: GameOutcome) => void,
) {
  const [gameType] = useGameType();
  const active: CardGame | null = participantsMode && gameType !== "just-spinner" ? gameType : null;
  const [request, setRequest] = useState<CardRequest | null>(null);
  const ready = useRef<GameReady | null>(null);
  const onReady = useCallback((next: GameReady | null) => {
    ready.current = next;
  }, []);

  const openCard = (winner: string, resultId: string) => {
    const loaded = ready.current;
    if (!active || loaded?.game !== active) return;
    setRequest({ game: active, winner, resultId, question: loaded.next() });
  };

  // A request left from a game no longer chosen neither shows nor blocks the spinner.
  const current = request?.game === active ? request : null;
  const card = active && (
    <Suspense fallback={null}>
      <GameFlow
        game={active}
        request={current}
        onReady={onReady}
        onOutcome={onOutcome}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  );
  return { active, cardOpen: current !== null, openCard, card };
}
