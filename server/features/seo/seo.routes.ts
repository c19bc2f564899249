import type { FastifyPluginAsync } from "fastify";
import { SITEMAP_PATHS } from "#core/app/app-routes.ts";

/** robots.txt and sitemap.xml for the public pages, with absolute URLs from PUBLIC_URL. */
export const seoRoutes =
  (publicUrl: string): FastifyPluginAsync =>
  async (app) => {
    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /monitor\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
        ),
    );

    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const urls = SITEMAP_PATHS.map(
        (path) => `  <url><loc>${publicUrl}${path === "/" ? "/" : path}</loc></url>`,
      ).join("\n");
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        );
    });
  };
