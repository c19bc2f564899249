import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import type {
  TriviaQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "#core/questions/types.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { type CardBodyProps, FADE_OUT_MS, useTimers } from "./card-parts";
import { ChoiceCard } from "./choice-card";
import { TriviaCard } from "./trivia-card";
import { type GetPrompt, TruthDareCard } from "./truth-dare-card";
import { UnavailableCard } from "./unavailable-card";
import "#web/ui/controls.css";
import "./games.css";
import "./card-options.css";

type Common = {
  winner: string;
  /**
   * Loads the game's questions again and draws one (a card whose questions could not load
   * offers it as "Try again"); null when they still cannot be had.
   */
  retry?: () => Promise<unknown>;
  /** The language the questions are in (likes are counted per question and language). */
  language: string;
  /** Called exactly once, after the card has faded out (or at once when there is no card). */
  onComplete(outcome: GameOutcome): void;
};

/** Truth or Dare asks for its prompt only once the player picked truth or dare. */
export type GameCardProps = Common &
  (
    | { game: "trivia"; question: TriviaQuestion | null }
    | { game: "would-you-rather"; question: WouldYouRatherQuestion | null }
    | { game: "which-one-you-are"; question: WhichOneQuestion | null }
    | { game: "truth-dare"; getPrompt: GetPrompt }
  );

const FOCUSABLE = "button, input, select, textarea, a[href], [tabindex]:not([tabindex='-1'])";

/**
 * The overlay host: a native modal <dialog> (the browser keeps focus inside and the page
 * inert, as for every other dialog of Twirl's) that fades in, maps Escape to the card's
 * Skip/Close, fades out and reports the outcome once.
 */
export function GameCard(props: GameCardProps) {
  // Suspends, the whole card at once, until its strings are in (the runtime loads them first).
  const { t } = useAreaTranslation("cards");
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const later = useTimers();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const escapeRef = useRef<(() => void) | null>(null);
  const opener = useRef<Element | null>(null);
  const closing = useRef(false);
  const completed = useRef(false);
  const [leaving, setLeaving] = useState(false);
  // The latest callback, so a parent re-render never restarts the card.
  const onCompleteRef = useRef(props.onComplete);
  useEffect(() => {
    onCompleteRef.current = props.onComplete;
  });

  // A question drawn by "Try again" once the first one could not be had.
  const [retried, setRetried] = useState<unknown>(null);

  const complete = useCallback((outcome: GameOutcome) => {
    if (completed.current) return;
    completed.current = true;
    // Closed first: while a modal dialog is open, nothing outside it can take focus.
    dialogRef.current?.close();
    restoreFocus(opener.current);
    onCompleteRef.current(outcome);
  }, []);

  // Read through a ref so `close` stays stable: bodies start timers that depend on it.
  const reducedMotionRef = useRef(reducedMotion);
  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
  });
  const close = useCallback(
    (outcome: GameOutcome) => {
      if (closing.current) return;
      closing.current = true;
      setLeaving(true);
      if (reducedMotionRef.current) complete(outcome);
      else later(FADE_OUT_MS, () => complete(outcome));
    },
    [complete, later],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // StrictMode runs this twice: keep the element focused before the card ever opened.
    opener.current ??= document.activeElement;
    if (!dialog.open) dialog.showModal?.();
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    return () => {
      if (completed.current) return;
      dialog.close();
      restoreFocus(opener.current);
    };
  }, []);

  // A question that came with "Try again" replaces the button that had focus.
  useEffect(() => {
    if (retried) dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [retried]);

  const title = t(`games:types.${props.game}`);
  const body: CardBodyProps = {
    game: props.game,
    winner: props.winner,
    language: props.language,
    title,
    close,
    escapeRef,
    reducedMotion,
  };
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      inert={leaving}
      className="game-card"
      data-game={props.game}
      data-leaving={leaving || undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (!closing.current) escapeRef.current?.();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {cardBody(props, body, retried) ?? (
        <UnavailableCard {...body} retry={props.retry} onQuestion={setRetried} />
      )}
    </dialog>
  );
}

/** The card's body, or null when the game has no question to show. */
function cardBody(props: GameCardProps, body: CardBodyProps, retried: unknown): ReactNode {
  if (props.game === "truth-dare") return <TruthDareCard {...body} getPrompt={props.getPrompt} />;
  const question = props.question ?? retried;
  if (!question) return null;
  return props.game === "trivia" ? (
    <TriviaCard {...body} question={question as TriviaQuestion} />
  ) : (
    <ChoiceCard {...body} question={question as WouldYouRatherQuestion | WhichOneQuestion} />
  );
}

function restoreFocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}
