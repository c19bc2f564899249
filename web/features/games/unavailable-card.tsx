import { useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { type CardBodyProps, ForWinner, useEscape } from "./card-parts";

/**
 * The card when the game's questions could not load: says so, offers "Try again" (which
 * loads them afresh and, when one comes, turns into the game's card) and Close, recorded as
 * undecided (⚪).
 */
export function UnavailableCard(
  props: CardBodyProps & { retry?: () => Promise<unknown>; onQuestion(question: unknown): void },
) {
  const { t } = useAreaTranslation("cards");
  const { retry, onQuestion, close, escapeRef } = props;
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const skip = () => close("⚪");
  useEscape(escapeRef, skip);

  const tryAgain = async () => {
    if (!retry || state === "loading") return;
    setState("loading");
    const question = await retry().catch(() => null);
    if (question) onQuestion(question);
    else setState("failed");
  };

  return (
    <div className="game-body game-unavailable">
      <ForWinner winner={props.winner} />
      <p role="status" className="game-question">
        {state === "loading"
          ? t("card.loading")
          : t(state === "failed" ? "card.stillUnavailable" : "card.unavailable")}
      </p>
      <div className="game-actions">
        {retry && (
          <button
            type="button"
            className="button button-primary"
            aria-disabled={state === "loading" || undefined}
            onClick={tryAgain}
          >
            {t("card.retry")}
          </button>
        )}
        <button type="button" className="button" onClick={skip}>
          {t("card.close")}
        </button>
      </div>
    </div>
  );
}
