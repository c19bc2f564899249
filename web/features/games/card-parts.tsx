import { type ReactNode, type RefObject, useCallback, useEffect, useRef } from "react";
import { gameImagePath } from "#core/app/preload-images.ts";
import type { CardGame } from "#core/games.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";

/**
 * The cards' timings. Delays tied to an animation drop to 0 with prefers-reduced-motion. The
 * 0.3 s fade-in is CSS only (games.css): nothing waits for it.
 */
export const FLIP_MS = 650;
/** The fade-out; it is also the 500 ms wait before a report or skip closes the card. */
export const FADE_OUT_MS = 500;
export const TRIVIA_AUTO_CLOSE_MS = 8000;
export const CHOICE_LOCK_MS = 5000;
export const INACTIVITY_MS = 5 * 60 * 1000;

/** What the GameCard host hands every card body. */
export type CardBodyProps = {
  game: CardGame;
  winner: string;
  /** The language the questions are in. */
  language: string;
  /** The translated game title (it also labels the dialog). */
  title: string;
  /** Fades the card out, then reports `outcome`. Only the first call counts. */
  close(outcome: GameOutcome): void;
  /** The body keeps this set to what Escape does right now; null means Escape does nothing. */
  escapeRef: RefObject<(() => void) | null>;
  reducedMotion: boolean;
};

/** setTimeout that cannot fire after unmount, so a closed card never reports late. */
export function useTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);
}

/** Keeps the host's Escape handler in step with the body's current state. */
export function useEscape(escapeRef: CardBodyProps["escapeRef"], handler: (() => void) | null) {
  useEffect(() => {
    escapeRef.current = handler;
  });
}

/**
 * Moves focus to `ref` when `active` turns true (not on mount: the host focuses the card
 * then), so keyboard and screen reader users follow a flip instead of staying on a hidden face.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, active: boolean) {
  const previous = useRef(active);
  useEffect(() => {
    if (previous.current === active) return;
    previous.current = active;
    if (active) ref.current?.focus();
  }, [active, ref]);
}

/**
 * Two faces turned by half turns: odd `turns` shows the back. A face out of view is inert and
 * hidden from assistive tech, so only what can be seen can be reached.
 */
export function Flip({ turns, front, back }: { turns: number; front: ReactNode; back: ReactNode }) {
  const backShown = turns % 2 === 1;
  return (
    <div className="game-flip">
      <div className="game-flip-inner" style={{ transform: `rotateY(${turns * 180}deg)` }}>
        <div className="game-face" inert={backShown} aria-hidden={backShown || undefined}>
          {front}
        </div>
        <div
          className="game-face game-face-back"
          inert={!backShown}
          aria-hidden={!backShown || undefined}
        >
          {back}
        </div>
      </div>
    </div>
  );
}

/** The face-down side: who was picked and which game; the whole face is the flip button. */
export function CardFront({ game, winner, title, onFlip }: CardFrontProps) {
  const { t } = useAreaTranslation("cards");
  return (
    <button type="button" className="game-front" onClick={onFlip}>
      <img src={gameImagePath(game)} alt="" width={120} height={80} />
      <span className="game-winner" dir="auto">
        {winner}
      </span>
      <span className="game-title">{title}</span>
      <span className="game-hint">{t("card.flipHint")}</span>
    </button>
  );
}

type CardFrontProps = Pick<CardBodyProps, "game" | "winner" | "title"> & { onFlip(): void };

/** "For {winner}" line on a card's inner faces, so the player is still named after a flip. */
export function ForWinner({ winner }: { winner: string }) {
  const { t } = useAreaTranslation("cards");
  return (
    <p className="game-for" dir="auto">
      {t("card.forWinner", { winner })}
    </p>
  );
}
