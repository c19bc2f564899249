import type { ApiError, ApiErrorBody, ErrorCode } from "#core/contracts/errors.ts";

/** An error meant for the client: its code, message, field and params leave as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly params?: ApiError["params"],
  ) {
    super(message);
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  field?: string,
  params?: ApiError["params"],
): ApiErrorBody {
  return {
    error: { code, message, ...(field ? { field } : {}), ...(params ? { params } : {}) },
  };
}
