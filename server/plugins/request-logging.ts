import type { FastifyServerOptions } from "fastify";

const SECRET_PARAM = /token|password|secret|code|key|session/i;

/** Query values that may carry credentials are masked before a URL reaches the log. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) params.set(key, "[redacted]");
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Request logs hold method, path and status only: no headers (cookies, authorization),
 * no bodies (passwords), and secret-looking query values masked.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
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
    },
  } satisfies FastifyServerOptions["logger"];
}
