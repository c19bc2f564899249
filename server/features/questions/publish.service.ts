import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { CardGame } from "#core/games.ts";
import { languageIndexFile, SEASON } from "#core/questions/cdn-files.ts";
import type { GameIndex, LanguageIndex, QuestionBlock } from "#core/questions/types.ts";
import type { Db } from "#server/db/client.ts";
import { questions } from "#server/db/schema.ts";

export const BLOCK_SIZE = 50;

const active = (game: string) => and(eq(questions.gameType, game), eq(questions.isActive, true));

/** Languages that have questions; generatedAt is the newest change across them. */
export async function gameIndex(db: Db, game: CardGame): Promise<GameIndex | null> {
  const rows = await db
    .select({ language: questions.language, n: count(), changed: max(questions.updatedAt) })
    .from(questions)
    .where(active(game))
    .groupBy(questions.language)
    .orderBy(asc(questions.language));
  if (rows.length === 0) return null;
  const newest = Math.max(...rows.map((r) => r.changed?.getTime() ?? 0));
  return {
    gameType: game,
    season: SEASON,
    generatedAt: new Date(newest).toISOString(),
    languages: rows.map((r) => ({
      code: r.language,
      indexFile: languageIndexFile(game, r.language),
    })),
  };
}

export async function languageIndex(
  db: Db,
  game: CardGame,
  language: string,
): Promise<LanguageIndex | null> {
  const [row] = await db
    .select({ n: count(), changed: max(questions.updatedAt) })
    .from(questions)
    .where(and(active(game), eq(questions.language, language)));
  if (!row || row.n === 0 || !row.changed) return null;
  return {
    language,
    season: SEASON,
    totalBlocks: Math.ceil(row.n / BLOCK_SIZE),
    totalQuestions: row.n,
    generatedAt: row.changed.toISOString(),
  };
}

/**
 * Block n (from 1) of a language, BLOCK_SIZE at a time, in a fixed shuffled order: ids run
 * by category in the bank (all truths, then all dares), and a block that held one category
 * only would leave Truth or Dare without a dare and trivia sets without variety.
 */
export async function questionBlock(
  db: Db,
  game: CardGame,
  language: string,
  n: number,
): Promise<QuestionBlock | null> {
  const rows = await db
    .select({ data: questions.data })
    .from(questions)
    .where(and(active(game), eq(questions.language, language)))
    .orderBy(sql`md5(${questions.questionId}::text)`, asc(questions.questionId))
    .limit(BLOCK_SIZE)
    .offset((n - 1) * BLOCK_SIZE);
  if (rows.length === 0) return null;
  return { questions: rows.map((r) => r.data) as unknown as QuestionBlock["questions"] };
}
