import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "#core/contracts/health.ts";
import type { Database } from "#server/db/client.ts";

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          summary: "Is the server up and its database answering?",
          response: { 200: healthSchema, 503: healthSchema },
        },
        logLevel: "warn",
      },
      async (_request, reply) => {
        try {
          await database.ping();
          return { status: "ok" as const, database: database.engine };
        } catch {
          return reply.status(503).send({ status: "unavailable", database: database.engine });
        }
      },
    );
  };
