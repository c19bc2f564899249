import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { findRoute } from "#core/app/app-routes.ts";
import { errorBody } from "#server/http-error.ts";
import { pageHtmlFor } from "#server/web-page.ts";

const API_PREFIXES = ["/api/", "/cdn/"];

/**
 * Serves the built web app. Hashed assets are cached for a year; a page (index.html, made for
 * its path and language by server/web-page.ts) is always revalidated so a new release shows
 * up on the next load.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const pageHtml = pageHtmlFor(webRoot);
  const hasWeb = pageHtml !== undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build stores brotli and gzip files beside each asset: sent as they are.
      preCompressed: true,
      // Its own Cache-Control (public, max-age=0) would replace the one set here.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p) || `${pathname}/` === p);
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (isApi || !pageHtml || !wantsPage) {
      return reply
        .status(404)
        .send(errorBody("NOT_FOUND", `No route for ${request.method} ${pathname}`));
    }
    return reply
      .status(findRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(pageHtml(pathname, request.headers["accept-language"]));
  });
}
