import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "#core/contracts/health.ts";
import type { Database } from "#server/db/client.ts";
import { checkHealth } from "./health.service";

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          summary: "Is the server up, every table readable and the database writable?",
          response: { 200: healthSchema, 503: healthSchema },
        },
        logLevel: "warn",
      },
      async (_request, reply) => {
        const health = await checkHealth(database);
        return reply.status(health.status === "ok" ? 200 : 503).send(health);
      },
    );
  };
