import { GAME_TYPES } from "#core/games.ts";
import { GAME_OUTCOMES, RESULT_TYPES } from "#core/results/results.ts";
import { z } from "./zod";

/** One spin result as the account keeps it (the spec's result entity). */
export const resultSchema = z.object({
  id: z.string().min(1).max(64),
  // Up to ten names of 20 drawn in one spin, as "Ann, Bo, …" (issue 18).
  winner: z.string().min(1).max(230),
  type: z.enum(RESULT_TYPES),
  /** Epoch milliseconds. */
  timestamp: z.number().int().min(0),
  spinnerName: z.string().max(32),
  gameType: z.enum(GAME_TYPES).optional(),
  gameResultCandidate: z.enum(GAME_OUTCOMES).optional(),
});
export type AccountResult = z.infer<typeof resultSchema>;

/** POST /api/results: recorded, or ignored by the account's rule (a duplicate is ignored too). */
export const recordAnswerSchema = z.object({ recorded: z.boolean() });

/** POST /api/results/import: a device's local results, moved into the account once. */
export const importResultsSchema = z.object({ results: z.array(resultSchema).max(5000) });
export const importAnswerSchema = z.object({ imported: z.number() });

export const outcomeSchema = z.object({ gameResultCandidate: z.enum(GAME_OUTCOMES) });

export const resultListSchema = z.object({ results: z.array(resultSchema) });

/** How far ahead of the server's clock a result's time may be (clocks drift a little). */
export const RESULT_CLOCK_SKEW_MS = 60_000;
