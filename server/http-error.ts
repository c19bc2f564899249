/** An error meant for the client: its code and message leave as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: string; message: string; field?: string } };

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
