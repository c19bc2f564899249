import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "#web/lib/after-next-paint.ts";
import { withStrings } from "#web/lib/area-strings.ts";
import { onFirstGesture } from "#web/lib/first-gesture.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { sounds } from "#web/lib/sound/sounds.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { DESKTOP_QUERY, useMediaQuery } from "#web/lib/use-media-query.ts";
import { loadBottle } from "./load-bottle";
import type { SpinItem } from "./spin-item";
import { useSpin } from "./use-spin";
import { Wheel } from "./wheel";
import "./spinner.css";

const Bottle = lazy(() => loadBottle().then((m) => ({ default: m.Bottle })));
const BottleSpinLabel = lazy(() => loadBottle().then((m) => ({ default: m.BottleSpinLabel })));
const loadResultCard = loadOnce(withStrings("cards", () => import("./result-card")));
type Card = typeof import("./result-card").ResultCard;
const prepareResultCard = (set: (card: () => Card) => void) =>
  void loadResultCard().then(
    (m) => set(() => m.ResultCard),
    () => {},
  );

const isTyping = (el: Element | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(el.tagName));

type Props = {
  items: SpinItem[];
  /** Extra reasons a spin may not start (a game card open...). */
  blocked: boolean;
  /** Each item's tickets in the next draw (a fair rotation's); by default its weight. */
  tickets?: number[];
  /** Several winners: the rest of the draw after the first. */
  pickMore?: (first: number) => number[];
  /** How long after the stop the result stage ends. */
  holdMs: number;
  /** What shows over the spinner after a spin (a game card), composed by the play loop. */
  card: ReactNode;
  /** The winner can be taken off the list (not dice). */
  canRemove: boolean;
  /** The visitor's first gesture: ready what a spin needs and the page does not carry. */
  onPrepare(): void;
  onStart(): void;
  /** The result stage ended: the play loop records, removes the winners, opens the card. */
  onSettle(winners: SpinItem[], remove: boolean): void;
};

/** The spinner, its spin and the result stage; what a spin leads to is the play loop's. */
export function SpinnerStage(props: Props) {
  const { items, card, onStart, onPrepare } = props;
  const { t } = useTranslation();
  const settings = useSettings();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [hintShown, setHintShown] = useState(() => readStored("spinHintShown"));
  const style = settings.spinner;
  const button = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // Screen readers hear the spin start from a line of its own, away from the turning wheel;
  // set directly, so the spin's first frame renders nothing more for it.
  const status = useRef<HTMLParagraphElement>(null);
  const say = (text: string) => {
    if (status.current) status.current.textContent = text;
  };
  const [again, setAgain] = useState(false);
  // The winner's card, in once the visitor first moves (or at the latest when a spin starts);
  // kept as a component rather than suspended on, so it shows at once. Until it is in, or
  // should it not load (offline), the winners show as plain text.
  const [ResultCard, setResultCard] = useState<Card | null>(null);

  useEffect(() => sounds.setEnabled(settings.audioEnabled), [settings.audioEnabled]);

  const { phase, winners, canSpin, spin, dismiss, rotorRef } = useSpin({
    ...props, // the items, their tickets, the rest of a draw, what blocks a spin, the hold
    kind: style.kind,
    reducedMotion,
    spinTimeMs: settings.spinTimeMs,
    onStart(durationMs) {
      onStart();
      // Said once the spin's first frame is drawn: laying out the new line was a third of
      // that frame's layout at 4x CPU throttling.
      const spinning = t("spinner.spinning");
      afterNextPaint(() => say(spinning));
      prepareResultCard(setResultCard);
      sounds.stopSpin = sounds.playSpin(style.id, { durationMs });
      if (!hintShown) {
        setHintShown(true);
        writeStored("spinHintShown", true);
      }
    },
    onStop() {
      sounds.stopSpin?.();
    },
    onResult() {
      say(""); // the winner is said by the result's own region
      sounds.playApplause();
    },
    onSettle(picked, remove) {
      // Focus leaves the winner's buttons for the spin button, where Enter spins again (and
      // where a game card, opening now, returns it).
      if (result.current?.contains(document.activeElement)) button.current?.focus();
      props.onSettle(picked, remove);
    },
  });

  // The winner shows with Continue focused (autoFocus). "Spin again" spins once the stage
  // has ended.
  useEffect(() => {
    if (phase === "idle" && again) {
      setAgain(false);
      spin();
    }
  }, [phase, again, spin]);

  // Starting audio and loading what records a spin cost tens of milliseconds, so they happen
  // ahead of the spin: the visitor's first pointer move, touch or key loads the synthesizer
  // (not part of the page load), which warms up as soon as it is in (sounds.warm), and the
  // play loop's part (onPrepare). A spin never waits for them: one started before the
  // synthesizer is in is silent. The spin's gesture resumes the context.
  const idle = phase === "idle";
  useEffect(() => {
    if (!idle) return;
    return onFirstGesture(() => {
      if (settings.audioEnabled) sounds.warm();
      prepareResultCard(setResultCard);
      onPrepare();
    });
  }, [settings.audioEnabled, idle, onPrepare]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const combo = e.key === "Enter" && (e.ctrlKey || e.metaKey);
      const plain = (e.key === "Enter" || e.key === " ") && !isTyping(document.activeElement);
      if (!combo && !(plain && style.kind === "bottle")) return;
      if (document.querySelector("dialog[open]")) return;
      e.preventDefault();
      // Ctrl + Shift + Enter: a quick spin.
      spin(combo && e.shiftKey);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [spin, style.kind]);

  // Each style by its own name: "Spin the pencil", not "Spin the bottle". The bottles' names
  // come with their code.
  const spinButton = (label: string) => (
    <button
      ref={button}
      id="spin"
      type="button"
      className="spinner-button"
      aria-label={label}
      aria-disabled={!canSpin}
      onClick={(e) => spin(e.shiftKey)}
    />
  );
  return (
    <div className="spinner-stage" data-phase={phase}>
      {/* The drawing is decoration; a transparent button over it is what is clicked and named. */}
      <div className="spinner-face">
        {/* A bottle still loading shows an empty face, and no button to spin it yet. */}
        <Suspense fallback={null}>
          {style.kind === "wheel" ? (
            <Wheel items={items} rotorRef={rotorRef} look={settings.look} />
          ) : (
            <Bottle items={items} style={style} rotorRef={rotorRef} />
          )}
          {!hintShown && items.length > 0 && (
            <span className="spinner-hints" aria-hidden="true">
              <span className="spinner-hint">{t("spinner.hintClick")}</span>
              {desktop && <span className="spinner-hint">{t("spinner.hintCtrlEnter")}</span>}
            </span>
          )}
          {style.kind === "wheel" ? (
            spinButton(t("spinner.spin.wheel"))
          ) : (
            <BottleSpinLabel id={style.id}>{spinButton}</BottleSpinLabel>
          )}
        </Suspense>
      </div>
      {items.length === 0 && <p className="spinner-empty">{t("spinner.empty")}</p>}
      <div className="spinner-result" aria-live="assertive" aria-atomic="true">
        {phase === "result" &&
          winners.length > 0 &&
          (ResultCard ? (
            <ResultCard
              winners={winners}
              canRemove={props.canRemove}
              cardRef={result}
              onContinue={() => dismiss()}
              onRemove={() => dismiss(true)}
              onSpinAgain={() => {
                setAgain(true);
                dismiss();
              }}
            />
          ) : (
            <p>{winners.map((w) => w.label).join(", ")}</p>
          ))}
      </div>
      <p ref={status} className="visually-hidden" role="status" />
      {card}
    </div>
  );
}
