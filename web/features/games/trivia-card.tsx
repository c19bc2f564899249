import { useId, useRef, useState } from "react";
import type { TriviaQuestion } from "#core/questions/types.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { sounds } from "#web/lib/sound/sounds.ts";
import {
  type CardBodyProps,
  CardFront,
  FLIP_MS,
  Flip,
  ForWinner,
  TRIVIA_AUTO_CLOSE_MS,
  useEscape,
  useFocusWhen,
  useTimers,
} from "./card-parts";
import { QuestionVotes } from "./question-votes";
import { ReportButton } from "./report-button";

const LETTERS = ["A", "B", "C", "D"] as const;
type Letter = (typeof LETTERS)[number];

type Step = "front" | "flipping" | "question" | "answer";

const normalise = (text: string) => text.trim().toLowerCase();

/** Right when the chosen option's text is the answer, ignoring case and outer spaces. */
export function triviaOutcome(question: TriviaQuestion, chosen: Letter | null): GameOutcome {
  if (!chosen) return "⚪";
  const answer = normalise(question.Answer);
  return answer !== "" && normalise(question[chosen]) === answer ? "🟢" : "🔴";
}

/**
 * Front (winner) → question with options A to D → answer face. Half turns: 0 front, 1 the
 * question on the back, 2 the answer on the front side again.
 */
export function TriviaCard(props: CardBodyProps & { question: TriviaQuestion }) {
  const { question, winner, close, escapeRef, reducedMotion } = props;
  const { t } = useAreaTranslation("cards");
  const later = useTimers();
  const [step, setStep] = useState<Step>("front");
  const [chosen, setChosen] = useState<Letter | null>(null);
  const [hint, setHint] = useState(false);
  const [outcome, setOutcome] = useState<GameOutcome>("⚪");
  const questionId = useId();
  const reportTarget = {
    gameType: "trivia" as const,
    questionId: String(question.id),
    questionText: question.question,
    language: props.language,
  };
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  useFocusWhen(questionRef, step === "question");
  useFocusWhen(answerRef, step === "answer");

  const skip = () => close("⚪");
  useEscape(escapeRef, step === "answer" ? () => close(outcome) : skip);

  const flip = () => {
    if (step !== "front") return;
    setStep("flipping");
    if (reducedMotion) setStep("question");
    else later(FLIP_MS, () => setStep("question"));
  };

  const submit = () => {
    if (!chosen) {
      sounds.playNotSelected();
      setHint(true);
      return;
    }
    const result = triviaOutcome(question, chosen);
    if (result === "🟢") sounds.playRight();
    else sounds.playWrong();
    setOutcome(result);
    setStep("answer");
    later(TRIVIA_AUTO_CLOSE_MS, () => close(result));
  };

  const questionFace =
    step === "front" || step === "flipping" ? (
      <p className="game-loading">{t("card.loading")}</p>
    ) : (
      <div className="game-body">
        <ForWinner winner={winner} />
        <h3 id={questionId} ref={questionRef} tabIndex={-1} className="game-question" dir="auto">
          {question.question.trim() || t("trivia.question")}
        </h3>
        <div role="radiogroup" aria-labelledby={questionId} className="trivia-options">
          {LETTERS.map((letter) => (
            <label key={letter} className="trivia-option" data-chosen={chosen === letter}>
              <input
                type="radio"
                name={`${questionId}-answer`}
                value={letter}
                checked={chosen === letter}
                onChange={() => {
                  setChosen(letter);
                  setHint(false);
                }}
              />
              <span className="trivia-letter" aria-hidden="true">
                {letter}
              </span>
              <span dir="auto">
                {question[letter].trim() || t("trivia.noOptionText", { letter })}
              </span>
            </label>
          ))}
        </div>
        <p role="status" className="game-status">
          {hint ? t("trivia.pickFirst") : ""}
        </p>
        <div className="game-actions">
          <ReportButton target={reportTarget} />
          <button type="button" className="button" onClick={skip}>
            {t("card.skip")}
          </button>
          <button type="button" className="button button-primary" onClick={submit}>
            {t("trivia.submit")}
          </button>
        </div>
      </div>
    );

  const answerFace = (
    <div className="game-body">
      <h3 ref={answerRef} tabIndex={-1} className="game-label">
        {t("trivia.correctAnswer")}
      </h3>
      <p className="game-answer" dir="auto">
        {question.Answer.trim() || t("trivia.answer")}
      </p>
      <p className="game-verdict" data-outcome={outcome}>
        {t(outcome === "🟢" ? "trivia.right" : outcome === "🔴" ? "trivia.wrong" : "trivia.none")}
      </p>
      {question.funFact.trim() && (
        <p className="game-fact" dir="auto">
          <strong className="game-fact-label">{t("trivia.funFact")}</strong>
          {question.funFact}
        </p>
      )}
      <div className="game-actions">
        <QuestionVotes game="trivia" language={props.language} questionId={question.id} />
        <ReportButton target={reportTarget} />
        <button type="button" className="button button-primary" onClick={() => close(outcome)}>
          {t("card.close")}
        </button>
      </div>
    </div>
  );

  return (
    <Flip
      turns={step === "front" ? 0 : step === "answer" ? 2 : 1}
      front={step === "answer" ? answerFace : <CardFront {...props} onFlip={flip} />}
      back={questionFace}
    />
  );
}
