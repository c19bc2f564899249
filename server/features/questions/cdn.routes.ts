import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cdnFileParams, cdnGameParams } from "#core/contracts/cdn.ts";
import { CARD_GAMES, type CardGame } from "#core/games.ts";
import { parseCdnFile } from "#core/questions/cdn-files.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { type CdnFile, createCdnCache, matchesAny, pickEncoding } from "./cdn-cache";
import { gameIndex, languageIndex, questionBlock } from "./publish.service";

/**
 * The question bank as static-like files, laid out as the loader expects from a CDN: each
 * answer has an ETag, so a repeat request is a 304, and Cache-Control, so a CDN can sit in front.
 */
export const cdnRoutes =
  ({ db, config }: { db: Db; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const maxAge = config.env === "production" ? 3600 : 60;
    const cache = createCdnCache(db);

    /** Served from memory, compressed once: this route skips the app's dynamic compression. */
    function send(request: FastifyRequest, reply: FastifyReply, file: CdnFile | null) {
      if (file === null) throw new HttpError(404, "NOT_FOUND", "No such question file");
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      reply
        .header("etag", file.etags[encoding])
        .header("vary", "accept-encoding")
        .header("cache-control", `public, max-age=${maxAge}, must-revalidate`)
        .header("access-control-allow-origin", "*");
      if (matchesAny(request.headers["if-none-match"], file)) return reply.status(304).send();
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.type("application/json; charset=utf-8").send(file[encoding]);
    }

    // A file that does not exist is a 404, not bad input: the game is checked by hand.
    const gameOf = (name: string): CardGame => {
      const game = CARD_GAMES.find((g) => g === name);
      if (!game) throw new HttpError(404, "NOT_FOUND", `No questions for ${name}`);
      return game;
    };

    app.get(
      "/cdn/:gameType/index.json",
      {
        schema: { summary: "A game's published languages", params: cdnGameParams },
        compress: false,
        // Static-like files a CDN serves in production: one log line each would be noise.
        logLevel: "warn",
      },
      async (request, reply) => {
        const game = gameOf(request.params.gameType);
        return send(request, reply, await cache.get(game, () => gameIndex(db, game)));
      },
    );

    app.get(
      "/cdn/:gameType/:file",
      {
        schema: {
          summary: "A language index or a block of questions",
          params: cdnFileParams,
        },
        compress: false,
        // Static-like files a CDN serves in production: one log line each would be noise.
        logLevel: "warn",
      },
      async (request, reply) => {
        const { file } = request.params;
        const gameType = gameOf(request.params.gameType);
        const parsed = parseCdnFile(file);
        if (parsed?.game !== gameType) {
          throw new HttpError(404, "NOT_FOUND", `No such question file: ${file}`);
        }
        const { language, block } = parsed;
        const published = await cache.get(`${gameType}/${file}`, () =>
          block === null
            ? languageIndex(db, gameType, language)
            : questionBlock(db, gameType, language, block),
        );
        return send(request, reply, published);
      },
    );
  };
