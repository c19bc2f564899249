import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";

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
});

/** The outside links the web app shows, so they change with the environment, not a rebuild. */
export const clientConfigRoutes =
  (links: Config["links"]): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/client-config",
      {
        schema: {
          summary: "Social, blog and tutorial video links for the web app",
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
        };
      },
    );
  };
