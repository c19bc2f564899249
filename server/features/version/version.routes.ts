import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FEATURES } from "#core/app/app-info.ts";
import { versionSchema } from "#core/contracts/version.ts";
import type { BuildInfo } from "#server/build-info.ts";

export const versionRoutes =
  (info: { version: string; environment: string; build: BuildInfo }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/version",
      { schema: { summary: "The running release", response: { 200: versionSchema } } },
      async () => ({
        version: info.version,
        ...info.build,
        environment: info.environment,
        features: [...FEATURES],
      }),
    );
  };
