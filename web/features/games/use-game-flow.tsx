import { type ReactNode, Suspense, useEffect, useState } from "react";
import type { QuestionGameType } from "#core/questions/question-kinds.ts";
import type {
  TriviaQuestion,
  TruthDareQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "#core/questions/types.ts";
import { loadAreaStrings } from "../../lib/area-strings";
import { loadOnce } from "../../lib/load-once";
import { i18n, useTranslation } from "../../lib/translator";
import { useResults } from "../results/results-state";
import { useSettings } from "../settings/settings";
import { type CardGame, useGameType } from "./game-type";
import type { QuestionSource } from "./question-source";

type Runtime = typeof import("./game-runtime");
const loadRuntime = loadOnce(() => import("./game-runtime"));
/**
 * The cards and the loader arrive when a game is first chosen, not with the page, together
 * with the cards' strings in `language`, so that a card never waits for them when it opens.
 */
export const loadGameRuntime = (language: string = i18n.language) => {
  return Promise.all([loadRuntime(), loadAreaStrings("cards", language)]).then(([games]) => games);
};

/**
 * The loader of the chosen game, started as soon as the game is chosen, so that when a
 * spin ends its next question is already in memory.
 */
function useQuestionSource(
  gameType: QuestionGameType | null,
  language: string,
  allowAdult: boolean,
) {
  const [loaded, setLoaded] = useState<{ games: Runtime; source: QuestionSource } | null>(null);
  useEffect(() => {
    setLoaded(null);
    if (!gameType) return;
    let current = true;
    loadGameRuntime(language).then(
      (games) => {
        if (!current) return;
        const source = games.createQuestionSource(gameType, { language, allowAdult });
        setLoaded({ games, source });
        void source.initialize();
      },
      () => {}, // no card this time; the spinner itself goes on working
    );
    return () => {
      current = false;
    };
  }, [gameType, language, allowAdult]);
  return loaded;
}

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
  const loaded = useQuestionSource(active, i18n.language, showAdult);
  const source = loaded?.source ?? null;
  const GameCard = loaded?.games.GameCard;
  const [open, setOpen] = useState<OpenCard | null>(null);

  const openCard = (winner: string, resultId: string) => {
    if (!active || !loaded) return;
    const question = active === "truth-dare" ? null : (source?.next() ?? null);
    setOpen({ game: active, winner, resultId, question });
  };

  let card: ReactNode = null;
  if (open && GameCard) {
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

  const debug =
    loaded && isLocalhost() ? <loaded.games.LoaderDebugPanel source={loaded.source} /> : null;
  // The runtime brought the cards' strings; a boundary still keeps a late one local.
  const slots = [
    <Suspense key="card" fallback={null}>
      {card}
    </Suspense>,
    <Suspense key="debug" fallback={null}>
      {debug}
    </Suspense>,
  ];
  return { active, cardOpen: open !== null, openCard, card: slots };
}
