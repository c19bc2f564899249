import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reviewSchema } from "#core/contracts/contribution-review.ts";
import {
  type ContributionIssue,
  checkContribution,
  contributionInputSchema,
  contributionListSchema,
  contributionSchema,
} from "#core/contracts/contributions.ts";
import {
  TEXT_LIMITS,
  type TextIssue,
  validateOptionalText,
} from "#core/validation/text-validator.ts";
import { requireAdmin } from "#server/auth/admin-session.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { enforceRateLimit } from "#server/rate-limit.ts";
import { textIssueError } from "#server/text-issue.ts";
import { contributionsOf, reviewContribution, submitContribution } from "./contributions.service";

/** The spec's contribution_submit: 3 per 10 minutes per user. */
export const CONTRIBUTION_LIMIT = { windowMs: 10 * 60_000, max: 3 };

const OWN_MESSAGES = {
  answerNotAnOption: "must be one of the four options",
  optionsRepeat: "must differ from the other options",
} as const;

const isTextIssue = (issue: ContributionIssue["issue"]): issue is TextIssue =>
  !(issue.code in OWN_MESSAGES);

function refuse(problem: ContributionIssue): never {
  const { issue, field, prefix } = problem;
  if (!isTextIssue(issue)) {
    throw new HttpError(400, "VALIDATION_ERROR", `${prefix}${OWN_MESSAGES[issue.code]}`, field, {
      issue: issue.code,
    });
  }
  throw textIssueError(issue, field, issue.field, prefix);
}

/** Suggested questions: a signed-in person sends and lists theirs; a reviewer decides. */
export const contributionRoutes =
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
      "/api/contributions",
      {
        schema: {
          summary: "Suggest a question (signed in; 3 per 10 minutes)",
          body: contributionInputSchema,
          response: { 201: contributionSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: true });
        if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "User must be logged in");
        const checked = checkContribution(request.body);
        if (!checked.ok) refuse(checked.problem);
        await enforceRateLimit(
          db,
          reply,
          `contribution_submit:user:${viewer.userId}`,
          CONTRIBUTION_LIMIT,
        );
        const saved = await submitContribution(db, viewer.userId, checked.value, now());
        return reply.status(201).send(saved);
      },
    );

    app.get(
      "/api/contributions/mine",
      {
        schema: {
          summary: "The signed-in person's suggestions, newest first, with their status",
          response: { 200: contributionListSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: false });
        if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "User must be logged in");
        reply.header("cache-control", "no-store");
        return { contributions: await contributionsOf(db, viewer.userId) };
      },
    );

    app.post(
      "/api/admin/contributions/:id/review",
      {
        schema: {
          summary: "Approve (publishing the question) or reject a pending suggestion (reviewers)",
          params: z.object({ id: z.string().min(1).max(64) }),
          body: reviewSchema,
          response: { 200: contributionSchema },
        },
      },
      async (request) => {
        const viewer = await requireAdmin(accounts, db, request, "review", now());
        const reason = validateOptionalText(
          "Reason",
          request.body.reason,
          TEXT_LIMITS.reportReason,
        );
        if (!reason.ok) throw textIssueError(reason.issue, "reason");
        const outcome = await reviewContribution(
          db,
          request.params.id,
          { ...request.body, reason: reason.value },
          viewer.email,
          now(),
        );
        if (!outcome.ok && outcome.reason === "notFound") {
          throw new HttpError(404, "NOT_FOUND", "Contribution not found");
        }
        if (!outcome.ok) {
          throw new HttpError(409, "NOT_PENDING", "Only a pending contribution can be reviewed");
        }
        return outcome.contribution;
      },
    );
  };
