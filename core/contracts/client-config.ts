import { z } from "./zod";

/** GET /api/client-config: the outside links and addresses the web app shows. */
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
export type ClientConfigResponse = z.infer<typeof clientConfigSchema>;
