import { z } from "./zod";

/**
 * GET /api/health: 200 "ok" when every table reads and a write succeeds; 503 "degraded"
 * (with what failed) when the database answers but cannot read a table, holds no question
 * bank, or refuses writes (a full disk); 503 "unavailable" when it does not answer.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  problems: z.array(z.string()).optional(),
});
