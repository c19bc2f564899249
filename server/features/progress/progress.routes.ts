import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  progressAnswerSchema,
  progressKeySchema,
  progressWriteSchema,
} from "#core/contracts/progress.ts";
import { apiUser } from "#server/auth/api-request.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { mergeProgress, readProgress } from "./progress.service";

const PATH = "/api/progress/:game/:season/:language";

/** Question progress in the account: read, and merge-write (the spec's progress record). */
export const progressRoutes =
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
          summary: "The signed-in person's progress in one game, season and language",
          params: progressKeySchema,
          response: { 200: progressAnswerSchema },
        },
      },
      async (request, reply) => {
        const userId = await apiUser(accounts, db, request, reply, false);
        reply.header("cache-control", "no-store");
        return { progress: await readProgress(db, userId, request.params) };
      },
    );

    app.put(
      PATH,
      {
        schema: {
          summary: "Merge a device's progress into the account's; answers the merged record",
          params: progressKeySchema,
          body: progressWriteSchema,
          response: { 200: progressAnswerSchema },
        },
      },
      async (request, reply) => {
        const userId = await apiUser(accounts, db, request, reply, true);
        const merged = await mergeProgress(db, userId, request.params, request.body, now());
        return { progress: merged };
      },
    );
  };
