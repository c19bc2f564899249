import { type Ref, useEffect, useState } from "react";
import { spokenWinner } from "#core/spin/celebration.ts";
import { afterNextPaint } from "#web/lib/after-next-paint.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { readCelebration } from "#web/lib/celebration-storage.ts";
import { confetti } from "./confetti";
import type { SpinItem } from "./spin-item";
import "./result-card.css";

type Props = {
  winners: SpinItem[];
  /** The winners can be taken off the list (not dice). */
  canRemove: boolean;
  cardRef: Ref<HTMLDivElement>;
  onContinue(): void;
  onRemove(): void;
  onSpinAgain(): void;
};

/**
 * The winner (or several, one after another) with Continue, Remove and Spin again. Loaded on
 * the visitor's first gesture with the rest of what a spin needs, with the cards' strings,
 * not with the page.
 */
export function ResultCard({ winners, canRemove, cardRef, ...on }: Props) {
  const { t, i18n } = useAreaTranslation("cards");
  // The celebration as set when this card opens (Spinner styles panel).
  const [celebration] = useState(() => readCelebration());
  const heading = celebration.message || t(winners.length > 1 ? "winner.are" : "winner.is");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the card opens
  useEffect(() => {
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The burst starts a frame after the card: together they were one frame of 33 ms at 4x
    // CPU throttling (bench/spin.ts).
    let stop: (() => void) | undefined;
    const cancel =
      celebration.confetti && !still
        ? afterNextPaint(() => {
            stop = confetti();
          })
        : undefined;
    if (celebration.speak && "speechSynthesis" in window) {
      const said = new SpeechSynthesisUtterance(
        spokenWinner(
          heading,
          winners.map((w) => w.label),
        ),
      );
      said.lang = i18n.language;
      speechSynthesis.cancel();
      speechSynthesis.speak(said);
    }
    return () => {
      cancel?.();
      stop?.();
    };
  }, []);
  return (
    <div className="spinner-result-card" ref={cardRef}>
      <p className="spinner-result-label">{heading}</p>
      {/* Several winners come out one after another (result-card.css). */}
      {winners.map((w, i) => (
        <p
          key={w.id}
          className="spinner-result-winner"
          style={i > 0 ? { animationDelay: `${i * 0.6}s` } : undefined}
        >
          {w.label}
        </p>
      ))}
      <div className="spinner-result-actions">
        <button
          type="button"
          className="button button-primary"
          // biome-ignore lint/a11y/noAutofocus: the winner shows; Continue is what comes next
          autoFocus
          onClick={on.onContinue}
        >
          {t("winner.continue")}
        </button>
        {canRemove && (
          <button type="button" className="button" onClick={on.onRemove}>
            {t("winner.remove", { name: winners.map((w) => w.label).join(", ") })}
          </button>
        )}
        <button type="button" className="button" onClick={on.onSpinAgain}>
          {t("winner.spinAgain")}
        </button>
      </div>
    </div>
  );
}
