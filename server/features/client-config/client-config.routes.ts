import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "#server/config.ts";

export const clientConfigSchema = z.object({
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    x: z.string(),
    tiktok: z.string(),
    youtube: z.string(),
  }),
  blogUrl: z.string(),
  testimonialsUrl: z.string(),
  tutorialVideoUrl: z.string().nullable(),
  emails: z.object({ support: z.email(), privacy: z.email(), legal: z.email() }),
  /** The ads provider; null when none is configured (no ad slots, no ad-blocker notice). */
  ads: z.object({ scriptUrl: z.string(), clientId: z.string() }).nullable(),
});

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
