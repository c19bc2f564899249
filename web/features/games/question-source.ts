import type { CardGame } from "#core/games.ts";
import {
  createQuestionCache,
  createQuestionLoader,
  type QuestionLoader,
} from "#core/questions/question-loader.ts";
import type { AnyQuestion } from "#core/questions/types.ts";
import { secureRandomInt } from "#core/random.ts";
import { progressSync } from "#web/lib/progress-sync.ts";
import { questionStorage } from "#web/lib/question-storage.ts";

/** Shared by every loader of the page: switching game or back reuses recent downloads. */
const cache = createQuestionCache();

export type QuestionSource = QuestionLoader<AnyQuestion>;

export function createQuestionSource(
  gameType: CardGame,
  options: { language: string; allowAdult: boolean },
): QuestionSource {
  return createQuestionLoader(
    {
      fetch: (url, init) => fetch(url, init),
      storage: questionStorage,
      sync: progressSync,
      randomInt: secureRandomInt,
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
