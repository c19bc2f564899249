import { z } from "zod";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});
