import {
  type Check,
  type Entry,
  entry,
  isNumber,
  isString,
  nullable,
  readEntry,
  removeEntry,
  writeEntry,
} from "./storage";

const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(check);

/**
 * The question loader's keys (their names are built in core/questions/question-progress.ts):
 * used ids and current block per game, season and language, and the index's generatedAt.
 */
const QUESTION_KEYS: [RegExp, Check<unknown>, unknown][] = [
  [/^usedQuestions_/, arrayOf(isNumber), []],
  [/^currentBlock_/, nullable(isNumber), null],
  [/^indexUpdated_/, nullable(isString), null],
];

export function questionEntry(key: string): Entry<unknown> {
  const match = QUESTION_KEYS.find(([pattern]) => pattern.test(key));
  if (!match) throw new Error(`Not a question loader key: ${key}`);
  return entry(key, match[1], match[2]);
}

/** The loader's storage: every value validated on read like the rest. */
export const questionStorage = {
  read: (key: string) => readEntry(questionEntry(key)),
  write: (key: string, value: unknown) => writeEntry(questionEntry(key), value),
  remove: (key: string) => removeEntry(questionEntry(key)),
};
