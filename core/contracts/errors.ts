import { z } from "./zod";

/**
 * Every error the API answers with: a stable code the web translates, the English message
 * (shown only for a code the web does not know), the field it concerns and the data a
 * translated sentence needs (e.g. RATE_LIMITED carries retryAfterSeconds).
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "HEADERS_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "FORBIDDEN_ORIGIN",
  "SIGN_IN_REQUIRED",
  "FORBIDDEN",
  "CONFIRMATION_MISMATCH",
  "SPINNER_LIMIT",
  "NOT_PENDING",
  "ADMIN_SESSION",
  "ADMIN_DENIED",
  "CHALLENGE_WRONG",
  "CHALLENGE_EXPIRED",
  "CHALLENGE_INVALID",
  "CHALLENGE_USED",
  "CHALLENGE_UNSOLVED",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    params: errorParamsSchema.optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiError = ApiErrorBody["error"];
