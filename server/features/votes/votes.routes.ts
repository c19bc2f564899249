import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { voteBodySchema, voteCountsSchema, voteKeySchema } from "#core/contracts/votes.ts";
import { apiUser, countApiRequest } from "#server/auth/api-request.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { castVote, countVotes } from "./votes.service";

const PATH = "/api/votes/:game/:language/:questionId";

/** Likes and dislikes: anyone reads a question's counts; a signed-in person votes once. */
export const voteRoutes =
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
    app.get(
      PATH,
      {
        schema: {
          summary: "A question's likes and dislikes, and the viewer's own vote",
          params: voteKeySchema,
          response: { 200: voteCountsSchema },
        },
      },
      async (request, reply) => {
        const viewer = await countApiRequest(accounts, db, request, reply, false);
        reply.header("cache-control", "no-store");
        return countVotes(db, request.params, viewer?.userId ?? null);
      },
    );

    app.put(
      PATH,
      {
        schema: {
          summary: "Like or dislike a question (null takes the vote back)",
          params: voteKeySchema,
          body: voteBodySchema,
          response: { 200: voteCountsSchema },
        },
      },
      async (request, reply) => {
        const userId = await apiUser(accounts, db, request, reply, true);
        return castVote(db, userId, request.params, request.body.vote, now());
      },
    );
  };
