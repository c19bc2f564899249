import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkSpinnerName,
  checkSpinnerTexts,
  createSpinnerSchema,
  renameSpinnerSchema,
  SPINNER_LIMITS,
  type SpinnerInput,
  spinnerListSchema,
  spinnerSchema,
} from "#core/contracts/spinners.ts";
import { escapeHtml, type TextIssue } from "#core/validation/text-validator.ts";
import type { Accounts } from "#server/auth/auth.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { clientKey, enforceRateLimit } from "#server/rate-limit.ts";
import { textIssueError } from "#server/text-issue.ts";
import { pageHtmlFor } from "#server/web-page.ts";
import {
  createSpinner,
  deleteSpinner,
  findLiveSpinner,
  listSpinners,
  openSpinner,
  renameSpinner,
  shareSpinner,
  toSpinner,
} from "./spinners.service";

/** The spec's spinner_create: 10 per 60 s per user, or per client for a visitor. */
export const SPINNER_CREATE_LIMIT = { windowMs: 60_000, max: 10 };

const idParams = z.object({ id: z.string().min(1).max(64) });

const FIELD_LABELS: Record<string, string> = { name: "Spinner name" };
const label = (field: string) =>
  FIELD_LABELS[field] ?? (field.startsWith("participants.") ? "Participant name" : field);

function refuse(issue: TextIssue): never {
  throw textIssueError(issue, issue.field, label(issue.field));
}

function checked(input: SpinnerInput): SpinnerInput {
  const result = checkSpinnerTexts(input);
  return result.ok ? result.value : refuse(result.issue);
}

export const spinnerRoutes =
  ({
    accounts,
    db,
    config,
    now = () => new Date(),
  }: {
    accounts: Accounts;
    db: Db;
    config: Config;
    now?: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = async (request: Parameters<Accounts["viewerOf"]>[0]) => {
      const viewer = await accounts.viewerOf(request, { fresh: true });
      if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "Please log in first.");
      return viewer;
    };

    app.post(
      "/api/spinners",
      {
        // 36 names with a picture each (IMAGE_DATA_MAX) and a centre picture fit; the app's
        // 256 KB does not.
        bodyLimit: 1024 * 1024,
        schema: {
          summary: "Save a spinner (signed in) or share one (signed in, or without an account)",
          body: createSpinnerSchema,
          response: { 201: spinnerSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: true });
        if (!viewer && !request.body.share) {
          throw new HttpError(401, "SIGN_IN_REQUIRED", "Please log in to save spinners.");
        }
        const spinner = checked(request.body.spinner);
        const who = viewer ? `user:${viewer.userId}` : `ip:${clientKey(request.ip)}`;
        await enforceRateLimit(db, reply, `spinner_create:${who}`, SPINNER_CREATE_LIMIT);
        const row = await createSpinner(db, spinner, {
          userId: viewer?.userId ?? null,
          share: request.body.share,
          now: now(),
        });
        return reply.status(201).send(toSpinner(row, viewer?.userId ?? null));
      },
    );

    app.get(
      "/api/spinners",
      {
        schema: {
          summary: "The signed-in person's saved spinners",
          response: { 200: spinnerListSchema },
        },
      },
      async (request, reply) => {
        const viewer = await signedIn(request);
        reply.header("cache-control", "no-store");
        const rows = await listSpinners(db, viewer.userId, now());
        return {
          spinners: rows.map((r) => {
            const { id, name, expiresAt, isShared, isActive, createdAt } = toSpinner(
              r,
              viewer.userId,
            );
            return { id, name, expiresAt, isShared, isActive, createdAt };
          }),
          limit: SPINNER_LIMITS.perUser,
        };
      },
    );

    app.get(
      "/api/spinners/:id",
      {
        schema: {
          summary: "Open a spinner (a link, or one of the owner's): it stays a year from now",
          params: idParams,
          response: { 200: spinnerSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request);
        const row = await openSpinner(db, request.params.id, now());
        if (!row) throw new HttpError(404, "NOT_FOUND", "Saved spinner not found");
        reply.header("cache-control", "no-store");
        return toSpinner(row, viewer?.userId ?? null);
      },
    );

    app.post(
      "/api/spinners/:id/copy",
      {
        schema: {
          summary: "Copy someone's shared spinner into the signed-in person's account",
          params: idParams,
          response: { 201: spinnerSchema },
        },
      },
      async (request, reply) => {
        const viewer = await signedIn(request);
        await enforceRateLimit(
          db,
          reply,
          `spinner_create:user:${viewer.userId}`,
          SPINNER_CREATE_LIMIT,
        );
        const at = now();
        const source = await openSpinner(db, request.params.id, at);
        if (!source) throw new HttpError(404, "NOT_FOUND", "Saved spinner not found");
        const {
          id: _id,
          owned: _owned,
          createdAt: _c,
          lastAccessed: _l,
          expiresAt: _e,
          isActive: _a,
          isShared: _s,
          ...input
        } = toSpinner(source, null);
        const row = await createSpinner(db, input, {
          userId: viewer.userId,
          share: false,
          now: at,
        });
        return reply.status(201).send(toSpinner(row, viewer.userId));
      },
    );

    app.patch(
      "/api/spinners/:id",
      {
        schema: {
          summary: "Rename one of the signed-in person's spinners",
          params: idParams,
          body: renameSpinnerSchema,
          response: { 200: spinnerSchema },
        },
      },
      async (request) => {
        const viewer = await signedIn(request);
        const name = checkSpinnerName(request.body.name);
        if (!name.ok) refuse(name.issue);
        const row = await renameSpinner(db, request.params.id, viewer.userId, name.value, now());
        return toSpinner(row, viewer.userId);
      },
    );

    app.post(
      "/api/spinners/:id/share",
      {
        schema: {
          summary: "Share one of the signed-in person's spinners: active for a year",
          params: idParams,
          response: { 200: spinnerSchema },
        },
      },
      async (request) => {
        const viewer = await signedIn(request);
        const row = await shareSpinner(db, request.params.id, viewer.userId, now());
        return toSpinner(row, viewer.userId);
      },
    );

    app.delete(
      "/api/spinners/:id",
      {
        schema: {
          summary: "Delete one of the signed-in person's spinners",
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await signedIn(request);
        await deleteSpinner(db, request.params.id, viewer.userId, now());
        return reply.status(204).send(null);
      },
    );

    // The page a share link opens: the web app, with a preview for chats (Open Graph and
    // Twitter card tags); 404 when the spinner does not exist (the app then says so).
    const pageHtml = pageHtmlFor(config.webRoot);
    app.get("/share/:id", { schema: { hide: true, params: idParams } }, async (request, reply) => {
      const found = await findLiveSpinner(db, request.params.id, now());
      const html = pageHtml
        ? pageHtml(request.url, request.headers["accept-language"])
        : "<!doctype html><html><head></head><body></body></html>";
      const title = found ? `${found.name} · Twirl` : "Twirl: spinner and party games";
      const description = found
        ? `A spinner with ${found.participants.length} names. Spin it on Twirl, then play a party game.`
        : "Spin a wheel or a bottle to pick a winner, then play a party game.";
      const url = `${config.publicUrl}/share/${encodeURIComponent(request.params.id)}`;
      const image = `${config.publicUrl}/images/social-card.png`;
      const tags = [
        ["og:title", title],
        ["og:description", description],
        ["og:url", url],
        ["og:image", image],
        ["og:image:width", "1200"],
        ["og:image:height", "630"],
        ["og:type", "website"],
      ]
        .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c as string)}" />`)
        .concat(
          [
            ["twitter:card", "summary_large_image"],
            ["twitter:title", title],
            ["twitter:description", description],
            ["twitter:image", image],
          ].map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c as string)}" />`),
        )
        .join("");
      return reply
        .status(found ? 200 : 404)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(html.replace("</head>", `${tags}</head>`));
    });
  };
