import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  REPORT_REASONS,
  reportInputSchema,
  reportListSchema,
  reportSchema,
  SUGGESTION_MAX,
} from "#core/contracts/reports.ts";
import {
  TEXT_LIMITS,
  validateOptionalText,
  validateText,
} from "#core/validation/text-validator.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { enforceRateLimit } from "#server/rate-limit.ts";
import { textIssueError } from "#server/text-issue.ts";
import { reportsOf, submitReport } from "./reports.service";

/** The spec's question_report: 5 reports per 5 minutes per user. */
export const QUESTION_REPORT_LIMIT = { windowMs: 5 * 60_000, max: 5 };

/** Question reports: a signed-in person submits them and lists their own. */
export const reportRoutes =
  ({
    accounts,
    db,
    now = () => new Date(),
  }: {
    accounts: Accounts;
    db: Db;
    now?: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/reports",
      {
        schema: {
          summary: "Report a question (signed in; 5 per 5 minutes)",
          body: reportInputSchema,
          response: { 201: reportSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: true });
        if (!viewer?.email) {
          throw new HttpError(401, "SIGN_IN_REQUIRED", "User must be logged in to submit reports");
        }
        const body = request.body;
        if (!REPORT_REASONS.includes(body.reason)) {
          throw new HttpError(
            400,
            "VALIDATION_ERROR",
            "Please select a reason for reporting",
            "reason",
          );
        }
        const suggestion = validateOptionalText("Suggestion", body.suggestion, SUGGESTION_MAX);
        if (!suggestion.ok) throw textIssueError(suggestion.issue, "suggestion");
        const question = validateText(
          "Question",
          body.questionText,
          TEXT_LIMITS.contributionContent * 2,
        );
        if (!question.ok) throw textIssueError(question.issue, "questionText");
        await enforceRateLimit(
          db,
          reply,
          `question_report:user:${viewer.userId}`,
          QUESTION_REPORT_LIMIT,
        );
        const report = await submitReport(
          db,
          {
            ...body,
            suggestion: suggestion.value,
            questionText: question.value,
            language: body.language,
          },
          viewer.userId,
          now(),
        );
        return reply.status(201).send(report);
      },
    );

    app.get(
      "/api/reports/mine",
      {
        schema: {
          summary: "The signed-in person's reports, newest first, with their status",
          response: { 200: reportListSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: false });
        if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "User must be logged in");
        reply.header("cache-control", "no-store");
        return { reports: await reportsOf(db, viewer.userId) };
      },
    );
  };
