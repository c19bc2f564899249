import { CARD_GAMES } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { z } from "./zod";

/** One question, in its game and language. */
export const voteKeySchema = z.object({
  game: z.enum(CARD_GAMES),
  language: z.enum(LANGUAGE_CODES),
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const VOTES = ["like", "dislike"] as const;
export type Vote = (typeof VOTES)[number];

/** PUT: the person's vote on the question; null takes it back. */
export const voteBodySchema = z.object({ vote: z.enum(VOTES).nullable() });

/** A question's counts, and the asking person's own vote (null signed out or not voted). */
export const voteCountsSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  mine: z.enum(VOTES).nullable(),
});
export type VoteCounts = z.infer<typeof voteCountsSchema>;
