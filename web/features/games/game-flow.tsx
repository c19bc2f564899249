import { type ReactNode, Suspense, useEffect, useState } from "react";
import type { CardGame } from "#core/games.ts";
import type {
  TriviaQuestion,
  TruthDareQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "#core/questions/types.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { i18n, useTranslation } from "#web/lib/translator.ts";
import type { QuestionSource } from "./question-source";
import type { CardRequest, GameReady } from "./use-game-flow";

type Runtime = typeof import("./game-runtime");
const loadRuntime = loadOnce(() => import("./game-runtime"));
/**
 * The cards and the loader arrive when a game is first chosen, not with the page, together
 * with the cards' strings in `language`, so that a card never waits for them when it opens.
 */
const loadGameRuntime = (language: string = i18n.language) => {
  return Promise.all([loadRuntime(), loadAreaStrings("cards", language)]).then(([games]) => games);
};

/**
 * The loader of the chosen game, started as soon as the game is chosen, so that when a
 * spin ends its next question is already in memory.
 */
function useQuestionSource(gameType: CardGame | null, language: string, allowAdult: boolean) {
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

const isLocalhost = () => ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);

/**
 * The chosen game's side of a spin, loaded once a game is chosen: it keeps the game's
 * questions in memory, tells the spinner when a card can open (`onReady`), shows the card the
 * spinner asked for and hands the card's outcome to the play loop.
 */
export function GameFlow({
  game,
  request,
  onReady,
  onOutcome,
  onClose,
}: {
  game: CardGame;
  request: CardRequest | null;
  onReady(ready: GameReady | null): void;
  onOutcome(resultId: string, outcome: GameOutcome): void;
  onClose(): void;
}) {
  const { showAdult } = useSettings();
  // Questions follow the interface language; one without questions falls back to English.
  const { i18n } = useTranslation();
  const loaded = useQuestionSource(game, i18n.language, showAdult);
  const source = loaded?.source ?? null;

  useEffect(() => {
    if (!source) return;
    onReady({ game, next: () => (game === "truth-dare" ? null : source.next()) });
    return () => onReady(null);
  }, [game, source, onReady]);

  let card: ReactNode = null;
  const GameCard = loaded?.games.GameCard;
  if (request && GameCard) {
    const common = {
      winner: request.winner,
      language: source?.contentLanguage() ?? i18n.language,
      onComplete: (outcome: GameOutcome) => {
        onOutcome(request.resultId, outcome);
        onClose();
      },
      // Questions that could not load are fetched afresh, past every cache.
      retry: async () => {
        if (!source) return null;
        await source.forceReload();
        return source.next();
      },
    };
    const { question } = request;
    card =
      request.game === "truth-dare" ? (
        <GameCard
          {...common}
          game="truth-dare"
          getPrompt={(kind) =>
            (source?.next((q) => q.category === kind) as TruthDareQuestion | null) ?? null
          }
        />
      ) : request.game === "trivia" ? (
        <GameCard {...common} game="trivia" question={question as TriviaQuestion | null} />
      ) : request.game === "would-you-rather" ? (
        <GameCard
          {...common}
          game="would-you-rather"
          question={question as WouldYouRatherQuestion | null}
        />
      ) : (
        <GameCard
          {...common}
          game="which-one-you-are"
          question={question as WhichOneQuestion | null}
        />
      );
  }

  const debug =
    loaded && isLocalhost() ? <loaded.games.LoaderDebugPanel source={loaded.source} /> : null;
  // The runtime brought the cards' strings; a boundary still keeps a late one local.
  return (
    <>
      <Suspense fallback={null}>{card}</Suspense>
      <Suspense fallback={null}>{debug}</Suspense>
    </>
  );
}
