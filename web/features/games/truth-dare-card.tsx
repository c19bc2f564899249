import { useRef, useState } from "react";
import type { TruthDareQuestion } from "#core/questions/types.ts";
import { type RandomInt, secureRandomInt } from "#core/random.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { sounds } from "#web/lib/sound/sounds.ts";
import {
  type CardBodyProps,
  CHOICE_LOCK_MS,
  Flip,
  ForWinner,
  useEscape,
  useFocusWhen,
  useTimers,
} from "./card-parts";
import { QuestionVotes } from "./question-votes";
import { ReportButton } from "./report-button";

export type TruthDareKind = "truth" | "dare";
export type GetPrompt = (kind: TruthDareKind) => TruthDareQuestion | null;

/**
 * One of the built-in prompts, or `last` when the list is missing or empty (a translation
 * that lacks the list hands back its key, not an array).
 */
export function pickFallbackPrompt(
  list: unknown,
  last: string,
  randomInt: RandomInt = secureRandomInt,
): string {
  const prompts = Array.isArray(list)
    ? list.filter((p): p is string => typeof p === "string" && p.trim() !== "")
    : [];
  return prompts.length > 0 ? (prompts[randomInt(prompts.length)] ?? last) : last;
}

/** Truth or Dare: pick a kind, get a prompt, then own up: done (🟢) or can't (🔴). */
export function TruthDareCard(props: CardBodyProps & { getPrompt: GetPrompt }) {
  const { getPrompt, winner, title, close, escapeRef } = props;
  const { t } = useAreaTranslation("cards");
  const later = useTimers();
  const [kind, setKind] = useState<TruthDareKind | null>(null);
  const [prompt, setPrompt] = useState("");
  /** The bank's question id; none for a built-in prompt. */
  const [promptId, setPromptId] = useState<number | null>(null);
  const [result, setResult] = useState<GameOutcome | null>(null);
  const promptRef = useRef<HTMLHeadingElement>(null);
  useFocusWhen(promptRef, kind !== null);

  const skip = () => close("⚪");
  // After an answer both buttons and Skip lock until the card closes itself.
  useEscape(escapeRef, result ? null : skip);

  const pick = (next: TruthDareKind) => {
    if (kind) return;
    const drawn = getPrompt(next);
    const text = drawn?.question.trim();
    setPromptId(text && drawn ? drawn.id : null);
    const builtIn = next === "truth" ? "truthDare.truths" : "truthDare.dares";
    const last = t(next === "truth" ? "truthDare.fallbackTruth" : "truthDare.fallbackDare");
    setPrompt(text || pickFallbackPrompt(t(builtIn, { returnObjects: true }), last));
    setKind(next);
  };

  const answer = (outcome: GameOutcome) => {
    if (result) return;
    setResult(outcome);
    if (outcome === "🟢") sounds.playWinner();
    else sounds.playLoser();
    later(CHOICE_LOCK_MS, () => close(outcome));
  };

  const skipButton = (
    <button type="button" className="button" disabled={result !== null} onClick={skip}>
      {t("card.skip")}
    </button>
  );

  const front = (
    <div className="game-body">
      <ForWinner winner={winner} />
      <p className="game-title">{title}</p>
      <h3 className="game-question">{t("truthDare.choose")}</h3>
      <div className="truth-dare-kinds">
        {(["truth", "dare"] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="truth-dare-kind"
            data-kind={option}
            onClick={() => pick(option)}
          >
            {t(`truthDare.${option}`)}
          </button>
        ))}
      </div>
      <div className="game-actions">{skipButton}</div>
    </div>
  );

  const outcomeButton = (outcome: GameOutcome, label: string) => (
    <button
      type="button"
      className={outcome === "🟢" ? "button button-primary" : "button"}
      aria-pressed={result === outcome}
      aria-disabled={result !== null || undefined}
      data-state={result === null ? "open" : result === outcome ? "chosen" : "dimmed"}
      onClick={() => answer(outcome)}
    >
      {label}
    </button>
  );

  const back = (
    <div className="game-body">
      <ForWinner winner={winner} />
      <p className="game-label">{kind ? t(`truthDare.${kind}`) : ""}</p>
      <h3 ref={promptRef} tabIndex={-1} className="game-question" dir="auto">
        {prompt}
      </h3>
      <div className="game-actions truth-dare-answers">
        {outcomeButton("🔴", t("truthDare.cannot"))}
        {outcomeButton("🟢", t("truthDare.done"))}
      </div>
      <p role="status" className="game-status">
        {result ? t(result === "🟢" ? "truthDare.recordedDone" : "truthDare.recordedCannot") : ""}
      </p>
      <div className="game-actions">
        {promptId !== null && kind && (
          <>
            <QuestionVotes game="truth-dare" language={props.language} questionId={promptId} />
            <ReportButton
              target={{
                gameType: "truth-dare",
                questionId: String(promptId),
                questionText: prompt,
                language: props.language,
                questionType: kind,
              }}
            />
          </>
        )}
        {skipButton}
      </div>
    </div>
  );

  return <Flip turns={kind ? 1 : 0} front={front} back={back} />;
}
