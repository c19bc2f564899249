import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FEATURES } from "#core/app/app-info.ts";
import type { BuildInfo } from "#server/build-info.ts";

export const versionSchema = z.object({
  version: z.string(),
  buildNumber: z.string(),
  buildDate: z.string(),
  commitHash: z.string(),
  environment: z.string(),
  features: z.array(z.string()),
});

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
