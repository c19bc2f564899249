import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
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
    const html = pageHtml(pathname, request.headers["accept-language"]);
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply
      .status(findRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, accept-language")
      .type("text/html; charset=utf-8");
    if (!encoding) return reply.send(html);
    return reply.header("content-encoding", encoding).send(encoded(html, encoding));
  });
}

/**
 * The page compressed here: @fastify/compress works through routes, and the page is sent by the
 * not-found handler (it went out whole: 7 KB where brotli makes it 3). A page is the same for
 * every request of its path and language, so each is compressed once.
 */
const compressedPages = new Map<string, Buffer>();
function encoded(html: string, encoding: "br" | "gzip"): Buffer {
  const key = `${encoding} ${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = encoding === "br" ? brotliCompressSync(html) : gzipSync(html);
    compressedPages.set(key, body);
  }
  return body;
}

/** Brotli, else gzip, as the request accepts them (an encoding with q=0 is refused). */
export function pickEncoding(accept: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ""))
      .map(([name]) => name),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}
