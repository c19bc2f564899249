import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { findRoute } from "#core/app/app-routes.ts";
import { errorBody } from "#server/http-error.ts";

const API_PREFIXES = ["/api/", "/cdn/"];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always
 * revalidated so a new release shows up on the next load.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
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
    if (isApi || !hasWeb || !wantsPage) {
      return reply
        .status(404)
        .send(errorBody("NOT_FOUND", `No route for ${request.method} ${pathname}`));
    }
    return reply
      .status(findRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile("index.html");
  });
}
