import { CARD_GAMES } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { z } from "./zod";

/** Which progress record: a card game, the bank's season and a language. */
export const progressKeySchema = z.object({
  game: z.enum(CARD_GAMES),
  season: z.string().regex(/^[a-z0-9-]{1,32}$/),
  language: z.enum(LANGUAGE_CODES),
});
export type ProgressKey = z.infer<typeof progressKeySchema>;

/** A bank has a few thousand questions a game and language; this bounds a record. */
export const MAX_USED_QUESTION_IDS = 20_000;

/**
 * The spec's progress record. `generatedAt` names the published index the ids belong to;
 * `replace` says the device started over (its pool ran out): its ids replace the stored
 * ones instead of joining them.
 */
export const progressWriteSchema = z.object({
  generatedAt: z.string().min(1).max(40),
  usedQuestionIds: z.array(z.number().int().positive()).max(MAX_USED_QUESTION_IDS),
  currentBlockNumber: z.number().int().positive().nullable(),
  /** Epoch milliseconds, on the device's clock. */
  lastUpdated: z.number().int().min(0),
  replace: z.boolean().default(false),
});
export type ProgressWrite = z.input<typeof progressWriteSchema>;

export const progressRecordSchema = progressWriteSchema.omit({ replace: true });
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

export const progressAnswerSchema = z.object({ progress: progressRecordSchema.nullable() });
