import type { ProgressKey, ProgressRecord, ProgressWrite } from "../contracts/progress";

export type QuestionStorage = {
  read(key: string): unknown;
  write(key: string, value: unknown): void;
  remove(key: string): void;
};

/**
 * Keeps progress in a signed-in person's account too (the web app's, when someone is
 * signed in; absent, progress stays on the device). `open` fetches the account's record,
 * `changed` saves this device's (debounced) and each answers with the merged record, whose
 * used ids join this device's: a question one device showed is not shown on the other.
 */
export type ProgressSync = {
  open(key: ProgressKey, merge: (record: ProgressRecord) => void): void;
  changed(
    key: ProgressKey,
    write: () => ProgressWrite,
    merge: (record: ProgressRecord) => void,
  ): void;
};

export const usedQuestionsKey = (game: string, season: string, language: string): string =>
  `usedQuestions_${game}_${season}_${language}`;
export const currentBlockKey = (game: string, season: string, language: string): string =>
  `currentBlock_${game}_${season}_${language}`;
export const indexUpdatedKey = (game: string, language: string): string =>
  `indexUpdated_${game}_${language}`;

/** The used ids and current block of one game, season and language, kept in storage. */
export type Progress = {
  readonly used: ReadonlySet<number>;
  markUsed(id: number): void;
  forget(ids: readonly number[]): void;
  clearUsed(): void;
  currentBlock(): number | null;
  setCurrentBlock(block: number): void;
};

// Storage may be full or disabled; play goes on with in-memory progress.
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * Opens the progress record, first clearing it when the published index changed
 * (`generatedAt` differs from the one last seen): old ids may point at other questions.
 */
export function openProgress(
  storage: QuestionStorage,
  game: CardGame,
  season: string,
  language: string,
  generatedAt: string,
  sync?: ProgressSync,
): Progress {
  const usedKey = usedQuestionsKey(game, season, language);
  const blockKey = currentBlockKey(game, season, language);
  const markerKey = indexUpdatedKey(game, language);
  if (attempt(() => storage.read(markerKey), null) !== generatedAt) {
    attempt(() => storage.remove(usedKey), undefined);
    attempt(() => storage.remove(blockKey), undefined);
    attempt(() => storage.write(markerKey, generatedAt), undefined);
  }
  const stored = attempt(() => storage.read(usedKey), null);
  const used = new Set<number>(
    Array.isArray(stored) ? stored.filter((id): id is number => typeof id === "number") : [],
  );
  const save = () => attempt(() => storage.write(usedKey, [...used]), undefined);
  const currentBlock = () => {
    const block = attempt(() => storage.read(blockKey), null);
    return typeof block === "number" && Number.isInteger(block) && block >= 1 ? block : null;
  };

  const key: ProgressKey = { game, season, language: language as ProgressKey["language"] };
  /** Set when ids were taken back (the pool started over): the account's are replaced. */
  let replace = false;
  const merge = (record: ProgressRecord) => {
    if (record.generatedAt !== generatedAt) return;
    for (const id of record.usedQuestionIds) used.add(id);
    save();
    if (currentBlock() === null && record.currentBlockNumber !== null) {
      attempt(() => storage.write(blockKey, record.currentBlockNumber), undefined);
    }
  };
  const changed = () =>
    sync?.changed(
      key,
      () => {
        const write = {
          generatedAt,
          usedQuestionIds: [...used],
          currentBlockNumber: currentBlock(),
          lastUpdated: Date.now(),
          replace,
        };
        replace = false;
        return write;
      },
      merge,
    );
  sync?.open(key, merge);

  return {
    used,
    markUsed(id) {
      used.add(id);
      save();
      changed();
    },
    forget(ids) {
      for (const id of ids) used.delete(id);
      save();
      replace = true;
      changed();
    },
    clearUsed() {
      used.clear();
      attempt(() => storage.remove(usedKey), undefined);
      replace = true;
      changed();
    },
    currentBlock,
    setCurrentBlock(block) {
      attempt(() => storage.write(blockKey, block), undefined);
      changed();
    },
  };
}

import type { CardGame } from "../games";
