import { AGE_RATINGS } from "#core/questions/question-kinds.ts";
import { TEXT_LIMITS } from "#core/validation/text-validator.ts";
import { z } from "./zod";

/** POST /api/admin/contributions/:id/review (staff): approve (with the rating it gets) or reject. */
export const reviewSchema = z.object({
  status: z.enum(["approved", "rejected"]),
  reason: z
    .string()
    .max(TEXT_LIMITS.reportReason * 2)
    .default(""),
  ageRating: z.enum(AGE_RATINGS).default("PG"),
});
