import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Accounts, AUTH_BASE_PATH, CLIENT_IP_HEADER } from "#server/auth/auth.ts";
import type { Db } from "#server/db/client.ts";
import { clientKey, enforceRateLimit } from "#server/rate-limit.ts";

/** The spec's auth_attempt: 5 sign-in, sign-up and reset attempts per 5 minutes. */
export const AUTH_ATTEMPT_LIMIT = { windowMs: 5 * 60 * 1000, max: 5 };

/** The library's routes that try a password, create an account or send a mail. */
const ATTEMPT_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-in/social",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
]);

function emailOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth under /api/auth/*: one catch-all route hands each request to the library as a
 * web Request (body unparsed: JSON, or the form Apple posts back) and sends its Response,
 * each Set-Cookie on its own. Before that, attempts are counted per client and per address
 * in the database (every process counts together); after it, the library's errors
 * ({ code, message }) take Twirl's shape ({ error: { code, message } }).
 */
export const authRoutes =
  ({ accounts, db, publicUrl }: { accounts: Accounts; db: Db; publicUrl: string }) =>
  async (app: FastifyInstance) => {
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      ["application/json", "application/x-www-form-urlencoded"],
      { parseAs: "string" },
      (_req, body, done) => done(null, body),
    );

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.slice(AUTH_BASE_PATH.length).split("?")[0] ?? "";
      const body = typeof request.body === "string" ? request.body : undefined;
      if (request.method === "POST" && ATTEMPT_PATHS.has(path)) {
        await enforceRateLimit(db, reply, `auth:ip:${clientKey(request.ip)}`, AUTH_ATTEMPT_LIMIT);
        const email = emailOf(body);
        if (email) await enforceRateLimit(db, reply, `auth:email:${email}`, AUTH_ATTEMPT_LIMIT);
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await (await accounts.auth()).handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          ...(body !== undefined && request.method !== "GET" ? { body } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding") {
          reply.header(name, value);
        }
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("cache-control", "no-store");
      const text = await response.text();
      if (response.status >= 400 && response.headers.get("content-type")?.includes("json")) {
        return reply.send(reshapeError(text, response.status));
      }
      return reply.send(text || null);
    };

    app.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: handle,
    });
  };

function reshapeError(text: string, status: number) {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    let code = typeof parsed.code === "string" && parsed.code ? parsed.code : `HTTP_${status}`;
    const message = typeof parsed.message === "string" ? parsed.message : "Authentication error";
    // The library's body check names the field first ("[body.email] Invalid email address").
    const field = /^\[body\.(\w+)\]/.exec(message)?.[1];
    if (code === "VALIDATION_ERROR" && field === "email") code = "INVALID_EMAIL";
    return { error: { code, message, ...(field ? { field } : {}) } };
  } catch {
    return { error: { code: `HTTP_${status}`, message: "Authentication error" } };
  }
}
