import { Fragment, useEffect, useRef, useState } from "react";
import type { WhichOneQuestion, WouldYouRatherQuestion } from "#core/questions/types.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { sounds } from "#web/lib/sound/sounds.ts";
import {
  type CardBodyProps,
  CardFront,
  CHOICE_LOCK_MS,
  Flip,
  ForWinner,
  INACTIVITY_MS,
  useEscape,
  useFocusWhen,
  useTimers,
} from "./card-parts";
import { QuestionVotes } from "./question-votes";
import { ReportButton } from "./report-button";

/** The winner sound at low volume: a choice is a pick, not a win. */
export const CHOICE_VOLUME = 0.3;

type Choice = "option1" | "option2";
const CHOICES: readonly Choice[] = ["option1", "option2"];

/**
 * Would You Rather (two options split by an OR badge) and Which One Are You (a question,
 * then two options). One choice locks the card; it then closes itself with 🟢.
 */
export function ChoiceCard(
  props: CardBodyProps & { question: WouldYouRatherQuestion | WhichOneQuestion },
) {
  const { game, question, winner, close, escapeRef } = props;
  const { t } = useAreaTranslation("cards");
  const later = useTimers();
  const [flipped, setFlipped] = useState(false);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const firstOption = useRef<HTMLButtonElement>(null);
  useFocusWhen(firstOption, flipped);

  const skip = () => close("⚪");
  // Skip is disabled once a choice is made, and Escape with it: the choice stands.
  useEscape(escapeRef, chosen ? null : skip);

  // Nobody chose for five minutes: the party moved on, so the card gives up undecided.
  useEffect(() => {
    if (chosen) return;
    const id = setTimeout(() => close("⚪"), INACTIVITY_MS);
    return () => clearTimeout(id);
  }, [chosen, close]);

  const choose = (choice: Choice) => {
    if (chosen) return;
    setChosen(choice);
    sounds.playWinner(CHOICE_VOLUME);
    later(CHOICE_LOCK_MS, () => close("🟢"));
  };

  const prompt = "question" in question ? question.question.trim() : "";
  const back = (
    <div className="game-body">
      <ForWinner winner={winner} />
      {prompt && (
        <h3 className="game-question" dir="auto">
          {prompt}
        </h3>
      )}
      <fieldset className="choice-options">
        <legend className="visually-hidden">{t("choice.options")}</legend>
        {CHOICES.map((choice, index) => (
          <Fragment key={choice}>
            {index === 1 && game === "would-you-rather" && (
              <span className="choice-or">{t("choice.or")}</span>
            )}
            <button
              ref={index === 0 ? firstOption : undefined}
              type="button"
              className="choice-option"
              dir="auto"
              aria-pressed={chosen === choice}
              aria-disabled={chosen !== null || undefined}
              data-state={chosen === null ? "open" : chosen === choice ? "chosen" : "dimmed"}
              onClick={() => choose(choice)}
            >
              {question[choice]}
            </button>
          </Fragment>
        ))}
      </fieldset>
      <p role="status" className="game-status">
        {chosen ? t("choice.chosen", { option: question[chosen] }) : ""}
      </p>
      <div className="game-actions">
        <QuestionVotes game={game} language={props.language} questionId={question.id} />
        <ReportButton
          target={{
            gameType: game,
            questionId: String(question.id),
            questionText: [prompt, question.option1, question.option2].filter(Boolean).join(" / "),
            language: props.language,
          }}
        />
        <button type="button" className="button" disabled={chosen !== null} onClick={skip}>
          {t("card.skip")}
        </button>
      </div>
    </div>
  );

  return (
    <Flip
      turns={flipped ? 1 : 0}
      front={<CardFront {...props} onFlip={() => setFlipped(true)} />}
      back={back}
    />
  );
}
