import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode } from "#core/contracts/errors.ts";
import { errorBody, HttpError } from "#server/http-error.ts";

/** Fastify's own client errors (FST_ERR_...) under the codes the web knows. */
const CLIENT_ERRORS: Record<number, ErrorCode> = {
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** PostgreSQL's codes for text it cannot store: an invalid byte sequence, an untranslatable character. */
const BAD_TEXT_CODES = new Set(["22021", "22P05"]);

/** Every error leaves as { error: { code, message } } with its status, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send(errorBody(err.code, err.message, err.field, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = err.validationContext ?? "body";
      const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
      return reply
        .status(400)
        .send(errorBody("VALIDATION_ERROR", `${field}: ${first?.message ?? "invalid"}`, field));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(CLIENT_ERRORS[status] ?? "BAD_REQUEST", err.message));
    }
    // Text PostgreSQL cannot store (a NUL) is the sender's mistake, not the server's.
    if (
      BAD_TEXT_CODES.has(String((err as { cause?: { code?: string } }).cause?.code ?? err.code))
    ) {
      return reply
        .status(400)
        .send(errorBody("BAD_REQUEST", "The text contains characters that are not allowed."));
    }
    request.log.error({ err }, "request failed");
    return reply.status(500).send(errorBody("INTERNAL_ERROR", "Something went wrong."));
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  431: "Request Header Fields Too Large",
};

/**
 * Malformed HTTP and over-long headers never reach a route: Node reports them on the socket.
 * They still get the error shape, and the connection is closed cleanly.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify(
    errorBody(status === 431 ? "HEADERS_TOO_LARGE" : "BAD_REQUEST", STATUS_TEXT[status] ?? ""),
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
