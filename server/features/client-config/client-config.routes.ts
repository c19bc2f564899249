import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientConfigSchema } from "#core/contracts/client-config.ts";
import type { Config } from "#server/config.ts";

/** The outside links and contact addresses the web app shows, so they change with the environment, not a rebuild. */
export const clientConfigRoutes =
  (links: Config["links"], ads: Config["ads"] = null): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/client-config",
      {
        schema: {
          summary: "Social, blog and tutorial video links and contact addresses for the web app",
          response: { 200: clientConfigSchema },
        },
      },
      async (_request, reply) => {
        // Links change only with a redeploy; five minutes of caching spares a request per page.
        reply.header("cache-control", "public, max-age=300");
        return {
          social: { ...links.social },
          blogUrl: links.blogUrl,
          testimonialsUrl: links.testimonialsUrl,
          tutorialVideoUrl: links.tutorialVideoUrl ?? null,
          emails: { ...links.emails },
          ads: ads && { scriptUrl: ads.scriptUrl, clientId: ads.clientId },
        };
      },
    );
  };
