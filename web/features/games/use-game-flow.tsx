import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  TriviaQuestion,
  TruthDareQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "#core/questions/types.ts";
import { useResults } from "../results/results-state";
import { useSettings } from "../settings/settings";
import { GameCard } from "./game-card";
import { type CardGame, useGameType } from "./game-type";
import { LoaderDebugPanel } from "./loader-debug-panel";
import { useQuestionSource } from "./use-question-source";

type OpenCard = { game: CardGame; winner: string; resultId: string; question: unknown };

const isLocalhost = () => ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);

/**
 * Game mode: with a game chosen and the participants list on the spinner, the winner gets a
 * card 3 s after the stop. The question comes from memory (the loader prefetches), and the
 * card's outcome is written onto the spin's result.
 */
export function useGameFlow(participantsMode: boolean) {
  const [gameType] = useGameType();
  const { showAdult } = useSettings();
  const { setOutcome } = useResults();
  const active: CardGame | null = participantsMode && gameType !== "just-spinner" ? gameType : null;
  // Questions follow the interface language; one without questions falls back to English.
  const { i18n } = useTranslation();
  const source = useQuestionSource(active, i18n.language, showAdult);
  const [open, setOpen] = useState<OpenCard | null>(null);

  const openCard = (winner: string, resultId: string) => {
    if (!active) return;
    const question = active === "truth-dare" ? null : (source?.next() ?? null);
    setOpen({ game: active, winner, resultId, question });
  };

  let card: ReactNode = null;
  if (open) {
    const common = {
      winner: open.winner,
      onComplete: (outcome: "🟢" | "🔴" | "⚪") => {
        setOutcome(open.resultId, outcome);
        setOpen(null);
      },
    };
    card =
      open.game === "truth-dare" ? (
        <GameCard
          {...common}
          game="truth-dare"
          getPrompt={(kind) =>
            (source?.next((q) => q.category === kind) as TruthDareQuestion | null) ?? null
          }
        />
      ) : open.game === "trivia" ? (
        <GameCard {...common} game="trivia" question={open.question as TriviaQuestion | null} />
      ) : open.game === "would-you-rather" ? (
        <GameCard
          {...common}
          game="would-you-rather"
          question={open.question as WouldYouRatherQuestion | null}
        />
      ) : (
        <GameCard
          {...common}
          game="which-one-you-are"
          question={open.question as WhichOneQuestion | null}
        />
      );
  }

  const debug = source && isLocalhost() ? <LoaderDebugPanel source={source} /> : null;
  return { active, cardOpen: open !== null, openCard, card: [card, debug] };
}
