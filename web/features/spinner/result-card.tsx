import type { Ref } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
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
  const { t } = useAreaTranslation("cards");
  return (
    <div className="spinner-result-card" ref={cardRef}>
      <p className="spinner-result-label">{t(winners.length > 1 ? "winner.are" : "winner.is")}</p>
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
