import type { FastifyInstance } from "fastify";
import { HttpError } from "#server/http-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Where an identity provider posts back to Twirl from its own origin (Apple answers with a
 * form): the library checks these with the sign-in's state and PKCE instead.
 */
const PROVIDER_CALLBACK = /^\/api\/auth\/(callback|oauth2\/callback)\//;

/**
 * Every request that changes something must come from a page of PUBLIC_URL: a request with
 * another Origin, or none, is refused with 403 before any route runs (cross-site request
 * forgery cannot ride on a signed-in person's cookie). Routes read JSON bodies only:
 * Fastify's text/plain parser is removed, so anything but JSON is 415.
 */
export function registerOriginGuard(app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (PROVIDER_CALLBACK.test(request.url)) return;
    if (request.headers.origin !== origin) {
      throw new HttpError(
        403,
        "FORBIDDEN_ORIGIN",
        "This request must come from a Twirl page. Please reload the page and try again.",
      );
    }
  });
}
