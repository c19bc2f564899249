import { z } from "./zod";

/** GET /api/version: the release the server is running. */
export const versionSchema = z.object({
  version: z.string(),
  buildNumber: z.string(),
  buildDate: z.string(),
  commitHash: z.string(),
  environment: z.string(),
  features: z.array(z.string()),
});
export type VersionInfo = z.infer<typeof versionSchema>;
