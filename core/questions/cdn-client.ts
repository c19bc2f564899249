import type { CardGame } from "../games";
import { blockFile } from "./cdn-files";
import { type FetchJsonDeps, fetchJson } from "./fetch-json";
import { cacheCombination, type QuestionCache } from "./question-cache";
import type { GameIndex, LanguageIndex } from "./types";

export type CdnClientDeps = FetchJsonDeps & { baseUrl: string; cache: QuestionCache };

/** The published files of one game, read through the shared cache unless `reload` is set. */
export type CdnClient = {
  gameIndex(language: string, reload: boolean): Promise<GameIndex>;
  languageIndex(language: string, indexFile: string, reload: boolean): Promise<LanguageIndex>;
  block(language: string, season: string, block: number, reload: boolean): Promise<unknown[]>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function parseGameIndex(value: unknown): GameIndex {
  if (!isRecord(value) || !Array.isArray(value.languages) || typeof value.season !== "string") {
    throw new Error("Malformed game index");
  }
  const languages = value.languages.filter(
    (l): l is GameIndex["languages"][number] =>
      isRecord(l) && typeof l.code === "string" && typeof l.indexFile === "string",
  );
  return { ...(value as GameIndex), languages };
}

function parseLanguageIndex(value: unknown): LanguageIndex {
  if (
    !isRecord(value) ||
    typeof value.season !== "string" ||
    typeof value.generatedAt !== "string" ||
    typeof value.totalBlocks !== "number" ||
    !Number.isInteger(value.totalBlocks) ||
    value.totalBlocks < 0 ||
    typeof value.totalQuestions !== "number"
  ) {
    throw new Error("Malformed language index");
  }
  return value as LanguageIndex;
}

export function createCdnClient(deps: CdnClientDeps, gameType: CardGame): CdnClient {
  const root = `${deps.baseUrl.replace(/\/+$/, "")}/${gameType}`;

  async function get(
    language: string,
    file: string,
    reload: boolean,
    bust = false,
  ): Promise<unknown> {
    const combination = cacheCombination(gameType, language);
    if (!reload) {
      const hit = deps.cache.get(combination, file, deps.now());
      if (hit !== undefined) return hit;
    }
    const value = await fetchJson(deps, `${root}/${file}`, { reload, bust });
    deps.cache.set(combination, file, value, deps.now());
    return value;
  }

  return {
    // The game index changes with every publish, so it is always cache-busted.
    gameIndex: async (language, reload) =>
      parseGameIndex(await get(language, "index.json", reload, true)),
    languageIndex: async (language, indexFile, reload) =>
      parseLanguageIndex(await get(language, indexFile, reload)),
    async block(language, season, block, reload) {
      const value = await get(language, blockFile(gameType, language, block, season), reload);
      if (!isRecord(value) || !Array.isArray(value.questions)) throw new Error("Malformed block");
      return value.questions;
    },
  };
}
