import { CARD_GAMES } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { z } from "./zod";

/** Why a question is reported: what people report most, and a way out. */
export const REPORT_REASONS = [
  "wrongAnswer",
  "offensive",
  "poorTranslation",
  "duplicate",
  "unclear",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The spec's statuses, in its order (and its colours' order in the back office). */
export const REPORT_STATUSES = [
  "Reported",
  "In Review",
  "In Progress",
  "No Action",
  "On Hold",
  "Completed",
] as const;

/** A card game's question, or "general" from the help centre (question id "help-report"). */
export const REPORT_GAME_TYPES = [...CARD_GAMES, "general"] as const;

/** The improvement suggestion's limit (the spec's; it counts characters as typed, trimmed). */
export const SUGGESTION_MAX = 200;

/** POST /api/reports: what the dialog sends. */
export const reportInputSchema = z.object({
  gameType: z.enum(REPORT_GAME_TYPES),
  questionId: z.string().min(1).max(64),
  questionText: z.string().max(2000),
  reason: z.enum(REPORT_REASONS),
  suggestion: z
    .string()
    .max(SUGGESTION_MAX * 2)
    .default(""),
  language: z.enum(LANGUAGE_CODES).default("en"),
  questionType: z.enum(["truth", "dare"]).optional(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.object({
  reportId: z.string(),
  gameType: z.enum(REPORT_GAME_TYPES),
  questionId: z.string(),
  questionText: z.string(),
  reason: z.enum(REPORT_REASONS),
  suggestion: z.string(),
  language: z.string(),
  questionType: z.enum(["truth", "dare"]).nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ reports: z.array(reportSchema) });
