import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type AccountResult,
  importAnswerSchema,
  importResultsSchema,
  outcomeSchema,
  RESULT_CLOCK_SKEW_MS,
  recordAnswerSchema,
  resultListSchema,
  resultSchema,
} from "#core/contracts/results.ts";
import { hasControlCharacters } from "#core/validation/text-validator.ts";
import { apiUser } from "#server/auth/api-request.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import {
  clearResults,
  importResults,
  listResults,
  recordResult,
  setResultOutcome,
} from "./results.service";

/** A result from the future (beyond a little clock drift) or with control characters is refused. */
function check(result: AccountResult, now: number): AccountResult {
  if (result.timestamp > now + RESULT_CLOCK_SKEW_MS) {
    throw new HttpError(400, "VALIDATION_ERROR", "timestamp: in the future", "timestamp");
  }
  for (const field of ["id", "winner", "spinnerName"] as const) {
    if (hasControlCharacters(result[field])) {
      throw new HttpError(
        400,
        "VALIDATION_ERROR",
        `${field}: contains characters that are not allowed`,
        field,
      );
    }
  }
  return result;
}

export const resultRoutes =
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
    const user = (request: FastifyRequest, reply: FastifyReply, fresh: boolean) =>
      apiUser(accounts, db, request, reply, fresh);

    app.get(
      "/api/results",
      {
        schema: {
          summary: "The signed-in person's spin results, newest first",
          response: { 200: resultListSchema },
        },
      },
      async (request, reply) => {
        const userId = await user(request, reply, false);
        reply.header("cache-control", "no-store");
        return { results: await listResults(db, userId) };
      },
    );

    app.post(
      "/api/results",
      {
        schema: {
          summary: "Record a spin's result in the account (the account's rule may ignore it)",
          body: z.object({ result: resultSchema }),
          response: { 200: recordAnswerSchema },
        },
      },
      async (request, reply) => {
        const userId = await user(request, reply, true);
        const result = check(request.body.result, now().getTime());
        return { recorded: await recordResult(db, userId, result) };
      },
    );

    app.post(
      "/api/results/import",
      {
        schema: {
          summary: "Move this device's local results into the account (each id once)",
          body: importResultsSchema,
          response: { 200: importAnswerSchema },
        },
      },
      async (request, reply) => {
        const userId = await user(request, reply, true);
        const at = now().getTime();
        const list = request.body.results.map((r) => check(r, at));
        return { imported: await importResults(db, userId, list) };
      },
    );

    app.put(
      "/api/results/:id/outcome",
      {
        schema: {
          summary: "Set a game result's outcome",
          params: z.object({ id: z.string().min(1).max(64) }),
          body: outcomeSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const userId = await user(request, reply, true);
        const found = await setResultOutcome(
          db,
          userId,
          request.params.id,
          request.body.gameResultCandidate,
        );
        if (!found) throw new HttpError(404, "NOT_FOUND", "Result not found");
        return reply.status(204).send(null);
      },
    );

    app.delete(
      "/api/results",
      { schema: { summary: "Clear the signed-in person's results", response: { 204: z.null() } } },
      async (request, reply) => {
        const userId = await user(request, reply, true);
        await clearResults(db, userId);
        return reply.status(204).send(null);
      },
    );
  };
