import { and, eq, sql } from "drizzle-orm";
import type { Vote, VoteCounts } from "#core/contracts/votes.ts";
import type { Db } from "#server/db/client.ts";
import { questionVotes } from "#server/db/schema.ts";

export type VoteKey = { game: string; language: string; questionId: number };

const VALUE: Record<Vote, number> = { like: 1, dislike: -1 };

const ofQuestion = (key: VoteKey) =>
  and(
    eq(questionVotes.game, key.game),
    eq(questionVotes.language, key.language),
    eq(questionVotes.questionId, key.questionId),
  );

/** A question's likes and dislikes, and `userId`'s own vote. */
export async function countVotes(db: Db, key: VoteKey, userId: string | null): Promise<VoteCounts> {
  const [row] = await db
    .select({
      likes: sql<number>`count(*) filter (where ${questionVotes.vote} = 1)`.mapWith(Number),
      dislikes: sql<number>`count(*) filter (where ${questionVotes.vote} = -1)`.mapWith(Number),
      mine: sql<
        number | null
      >`max(${questionVotes.vote}) filter (where ${questionVotes.userId} = ${userId ?? ""})`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(questionVotes)
    .where(ofQuestion(key));
  const mine = row?.mine ?? null;
  return {
    likes: row?.likes ?? 0,
    dislikes: row?.dislikes ?? 0,
    mine: mine === 1 ? "like" : mine === -1 ? "dislike" : null,
  };
}

/** One vote per person per question: set it, move it, or (null) take it back. */
export async function castVote(
  db: Db,
  userId: string,
  key: VoteKey,
  vote: Vote | null,
  now: Date,
): Promise<VoteCounts> {
  const mine = and(ofQuestion(key), eq(questionVotes.userId, userId));
  if (vote === null) {
    await db.delete(questionVotes).where(mine);
  } else {
    await db
      .insert(questionVotes)
      .values({ userId, ...key, vote: VALUE[vote], votedAt: now })
      .onConflictDoUpdate({
        target: [
          questionVotes.userId,
          questionVotes.game,
          questionVotes.language,
          questionVotes.questionId,
        ],
        set: { vote: VALUE[vote], votedAt: now },
      });
  }
  return countVotes(db, key, userId);
}

/** A person's votes, for Download my data. */
export async function exportVotes(db: Db, userId: string) {
  const rows = await db.select().from(questionVotes).where(eq(questionVotes.userId, userId));
  return rows.map(({ userId: _user, ...row }) => ({ ...row, votedAt: row.votedAt.toISOString() }));
}
