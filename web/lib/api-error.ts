import type { ApiError } from "#core/contracts/errors.ts";
import { useAreaTranslation } from "./area-strings";
import type { DataKey } from "./string-keys";

const isText = (v: unknown): v is string => typeof v === "string";

/** The `{ error }` of an API answer's body, or null when it carries none of that shape. */
export function readApiError(body: unknown): ApiError | null {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || !isText(error.code) || !isText(error.message)) return null;
  const params = error.params;
  return {
    code: error.code,
    message: error.message,
    ...(isText(error.field) ? { field: error.field } : {}),
    ...(params && typeof params === "object" ? { params: params as ApiError["params"] } : {}),
  };
}

/**
 * A person's sentence for an API error: the web's own translation of its code, with the
 * error's params (RATE_LIMITED's wait in minutes), and the server's English message only for
 * a code this release does not know.
 */
export function useApiErrorText(): (error: ApiError) => string {
  const { t } = useAreaTranslation("errors");
  return (error) => {
    const seconds = error.params?.retryAfterSeconds;
    const count = typeof seconds === "number" ? Math.max(1, Math.ceil(seconds / 60)) : undefined;
    return t(error.code as DataKey, { ...error.params, count, defaultValue: error.message });
  };
}
