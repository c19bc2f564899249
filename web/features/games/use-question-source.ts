import { useEffect, useState } from "react";
import type { QuestionGameType } from "#core/questions/question-kinds.ts";
import {
  createQuestionCache,
  createQuestionLoader,
  type QuestionLoader,
} from "#core/questions/question-loader.ts";
import type { AnyQuestion } from "#core/questions/types.ts";
import { questionStorage } from "../../lib/storage";

/** Shared by every loader of the page: switching game or back reuses recent downloads. */
const cache = createQuestionCache();

export type QuestionSource = QuestionLoader<AnyQuestion>;

export function createQuestionSource(
  gameType: QuestionGameType,
  options: { language: string; allowAdult: boolean },
): QuestionSource {
  return createQuestionLoader(
    {
      fetch: (url, init) => fetch(url, init),
      storage: questionStorage,
      random: Math.random,
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      baseUrl: "/cdn",
      cache,
    },
    { gameType, language: options.language, allowAdult: options.allowAdult },
  ) as QuestionSource;
}

/**
 * The loader of the chosen game, started as soon as the game is chosen, so that when a
 * spin ends its next question is already in memory.
 */
export function useQuestionSource(
  gameType: QuestionGameType | null,
  language: string,
  allowAdult: boolean,
): QuestionSource | null {
  const [source, setSource] = useState<QuestionSource | null>(null);
  useEffect(() => {
    if (!gameType) {
      setSource(null);
      return;
    }
    const loader = createQuestionSource(gameType, { language, allowAdult });
    setSource(loader);
    void loader.initialize();
  }, [gameType, language, allowAdult]);
  return source;
}
