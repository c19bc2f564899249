import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountLanguageSchema,
  deleteAccountSchema,
  providersSchema,
  whoAmISchema,
} from "#core/contracts/account.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { writeAudit } from "#server/audit.ts";
import type { Accounts, Viewer } from "#server/auth/auth.ts";
import { composeMail } from "#server/auth/mail-text.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { accounts as accountRows, sessions, users } from "#server/db/schema.ts";
import { HttpError } from "#server/http-error.ts";

/**
 * What another feature holds about a person, for "Download my data": a named section of the
 * export. Rows tied to a user go with the account through their foreign keys (deleted, or
 * anonymised where the feature keeps them).
 */
export type AccountDataSection = { name: string; read(userId: string): Promise<unknown> };

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

export const accountRoutes =
  ({
    accounts,
    db,
    config,
    sections = [],
  }: {
    accounts: Accounts;
    db: Db;
    config: Config;
    sections?: AccountDataSection[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The signed-in person, looked up in the database (not the cookie cache), or 401. */
    const requireViewer = async (request: FastifyRequest): Promise<Viewer> => {
      const viewer = await accounts.viewerOf(request, { fresh: true });
      if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "Please log in first.");
      return viewer;
    };

    app.get(
      "/api/account",
      {
        schema: {
          summary: "Who is signed in, and their staff role",
          response: { 200: whoAmISchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const viewer = await accounts.viewerOf(request, { reply });
        if (!viewer) return { account: null };
        const { userId, email, name, image, language, role } = viewer;
        return { account: { user: { id: userId, email, name, image, language }, role } };
      },
    );

    app.get(
      "/api/account/providers",
      {
        schema: {
          summary: "The sign-in providers this server offers",
          response: { 200: providersSchema },
        },
      },
      async () => ({
        providers: config.signInProviders.map(({ id, name }) => ({ id, name })),
      }),
    );

    app.put(
      "/api/account/language",
      {
        schema: {
          summary: "The language Twirl writes to this person in",
          body: accountLanguageSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const { language } = request.body;
        if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
          throw new HttpError(
            400,
            "VALIDATION_ERROR",
            "language: not one of Twirl's languages",
            "language",
          );
        }
        await db
          .update(users)
          .set({ language, updatedAt: new Date() })
          .where(eq(users.id, viewer.userId));
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/account/export",
      { schema: { summary: "Everything Twirl holds about the signed-in person, as JSON" } },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const [user] = await db.select().from(users).where(eq(users.id, viewer.userId));
        const methods = await db
          .select({ provider: accountRows.providerId, createdAt: accountRows.createdAt })
          .from(accountRows)
          .where(eq(accountRows.userId, viewer.userId));
        const signIns = await db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, viewer.userId));
        const extra: Record<string, unknown> = {};
        for (const section of sections) extra[section.name] = await section.read(viewer.userId);
        const day = new Date().toISOString().slice(0, 10);
        noStore(reply);
        reply.header("content-disposition", `attachment; filename="twirl-my-data-${day}.json"`);
        return {
          exportedAt: new Date().toISOString(),
          account: user && {
            id: user.id,
            email: user.email,
            name: user.name,
            image: user.image,
            language: user.language,
            emailVerified: user.emailVerified,
            createdAt: user.createdAt,
            updatedAt: user.updatedAt,
          },
          signInMethods: methods,
          sessions: signIns,
          ...extra,
        };
      },
    );

    app.post(
      "/api/account/delete",
      {
        schema: {
          summary: "Delete the signed-in person's account and everything tied to it",
          body: deleteAccountSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        if (request.body.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
          throw new HttpError(
            400,
            "CONFIRMATION_MISMATCH",
            "Type your email address exactly as shown to confirm.",
            "email",
          );
        }
        // Sign this browser out first (its cookies are cleared in the answer).
        const signedOut = await (await accounts.auth()).api.signOut({
          headers: new Headers({ cookie: request.headers.cookie ?? "" }),
          returnHeaders: true,
        });
        await db.transaction(async (tx) => {
          const methods = await tx
            .select({ provider: accountRows.providerId })
            .from(accountRows)
            .where(eq(accountRows.userId, viewer.userId));
          await writeAudit(tx, {
            action: "account.deleted",
            targetType: "user",
            targetId: viewer.userId,
            actor: "self",
            details: { signInMethods: methods.map((m) => m.provider) },
          });
          await tx.delete(users).where(and(eq(users.id, viewer.userId)));
        });
        await accounts.mailer
          .send(
            composeMail("deleted", {
              to: viewer.email,
              name: viewer.name,
              language: viewer.language,
              publicUrl: config.publicUrl,
              support: config.links.emails.support,
            }),
          )
          .catch((err: unknown) => request.log.warn({ err }, "account-deleted mail not sent"));
        const cookies = signedOut.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        noStore(reply);
        return reply.status(204).send(null);
      },
    );
  };
