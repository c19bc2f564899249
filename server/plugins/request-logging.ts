import type { FastifyServerOptions } from "fastify";
import pino from "pino";

/**
 * Logs leave through a buffer written in the background (4 KB at a time, and at least every
 * second), not one blocking write per line: per-request logging cost a light route two thirds
 * of its throughput. The buffer is flushed on a clean exit; a kill -9 can lose up to a
 * second of lines.
 */
const STDOUT = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => STDOUT.flush(), 1000).unref();
export const flushLogs = () => STDOUT.flushSync();

/**
 * Query values are masked before a URL reaches the log, whatever their name: a link from a
 * mail carries a token, a search carries what a person typed. The names stay, to tell routes
 * apart.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) params.set(key, "[redacted]");
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * An error as the log keeps it: its kind, code, first line and stack frames. A failed query's
 * message goes on with the values it was given (a person's name, email, message) and a
 * database error's detail quotes them: neither is kept, whatever the error.
 */
export function safeError(err: unknown) {
  const e = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
  const [firstLine = ""] = String(e.message ?? "").split(/\r?\n/);
  const message = firstLine.replace(/\bparams:.*$/, "").slice(0, 300);
  const frames = String(e.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join("\n");
  return { type: String(e.name ?? "Error"), code: String(e.code ?? ""), message, stack: frames };
}

/**
 * Request logs hold method, path and status only: no headers (cookies, authorization),
 * no bodies, no query values, and errors without the values they carried.
 */
export function loggerOptions(level: string, stream: { write(line: string): unknown } = STDOUT) {
  return {
    level,
    stream,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  } satisfies FastifyServerOptions["logger"];
}
