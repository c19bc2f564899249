import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  challengeSchema,
  contactRequestSchema,
  contactResponseSchema,
  validateContactFields,
} from "#core/contracts/contact.ts";
import { loadAppSecret } from "#server/app-secret.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { clientKey, enforceRateLimit } from "#server/rate-limit.ts";
import { textIssueError } from "#server/text-issue.ts";
import { checkChallenge, issueChallenge } from "./challenge";
import { forgetExpiredChallenges, spendChallenge, storeSubmission } from "./contact.service";

export const CONTACT_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 5 };
/** A person needs a few problems per message; a script asking thousands is stopped. */
export const CHALLENGE_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 30 };

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  browserInfo: "Browser info",
  appVersion: "App version",
};

export const contactRoutes =
  ({ db, config }: { db: Db; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const secret = await loadAppSecret(db, config.appSecret);

    app.get(
      "/api/contact/challenge",
      { schema: { summary: "A new human check", response: { 200: challengeSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        await enforceRateLimit(
          db,
          reply,
          `challenge:${clientKey(request.ip)}`,
          CHALLENGE_RATE_LIMIT,
        );
        return issueChallenge(secret);
      },
    );

    app.post(
      "/api/contact",
      {
        schema: {
          summary: "Send a message to the Twirl team",
          body: contactRequestSchema,
          response: { 201: contactResponseSchema },
        },
      },
      async (request, reply) => {
        const { challengeToken, challengeAnswer, workNonce, contactType, ...fields } = request.body;
        const checked = validateContactFields(fields);
        if (!checked.ok) {
          const { issue } = checked;
          throw textIssueError(issue, issue.field, FIELD_LABELS[issue.field] ?? issue.field);
        }

        await enforceRateLimit(db, reply, `contact:${clientKey(request.ip)}`, CONTACT_RATE_LIMIT);

        const challenge = checkChallenge(secret, challengeToken, challengeAnswer, workNonce);
        if (!challenge.ok) {
          if (challenge.reason === "wrong") {
            await spendChallenge(db, challenge.id, challenge.expiresAt);
            throw new HttpError(
              400,
              "CHALLENGE_WRONG",
              "Incorrect answer. Please try again.",
              "challengeAnswer",
            );
          }
          if (challenge.reason === "unsolved") {
            throw new HttpError(
              400,
              "CHALLENGE_UNSOLVED",
              "The browser check did not finish. Please try again.",
              "challengeToken",
            );
          }
          if (challenge.reason === "expired") {
            throw new HttpError(
              400,
              "CHALLENGE_EXPIRED",
              "The human check has expired. Please try a new problem.",
              "challengeToken",
            );
          }
          throw new HttpError(
            400,
            "CHALLENGE_INVALID",
            "The human check is not valid. Please try a new problem.",
            "challengeToken",
          );
        }

        const result = await storeSubmission(db, { ...checked.value, contactType }, challenge);
        if (!result.stored) {
          throw new HttpError(
            400,
            "CHALLENGE_USED",
            "This human check was already used. Please try a new problem.",
            "challengeToken",
          );
        }
        await forgetExpiredChallenges(db);
        return reply.status(201).send({ success: true, contactId: result.contactId });
      },
    );
  };
