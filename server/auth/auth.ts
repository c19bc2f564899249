import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { accounts, sessions, users, verifications } from "#server/db/schema.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { composeMail, mailLanguage } from "./mail-text";
import { type Role, roleOf } from "./roles";
import { readCachedSession, sessionCookieNames } from "./session-cache";

/** Where better-auth answers: the catch-all in server/features/account/auth.routes.ts. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * How long a signed session cookie stands in for the database: a read route checks the
 * signature, not the sessions table, for this long. A session revoked elsewhere (reset,
 * sign-out everywhere, account deleted) stops working on reads within it; routes that
 * change data look the session up in the database every time (viewerOf's `fresh`).
 */
export const SESSION_CACHE_SECONDS = 60;

/** At most this many checked cookie headers are remembered (then the memory starts over). */
const CHECKED_MAX = 10_000;

/** The header the server sets to the client's address (trustProxy applied) for the library. */
export const CLIENT_IP_HEADER = "x-twirl-client-ip";

export type Viewer = {
  userId: string;
  email: string;
  name: string;
  image: string | null;
  language: string;
  role: Role;
  sessionId: string;
};

export type Accounts = ReturnType<typeof createAccounts>;

/**
 * Accounts on better-auth: email and password with required verification, reset, the
 * configured OpenID Connect providers (Google, Apple, a company's), sessions as rows in the
 * same database read through a signed cookie cache, and mails in the person's language.
 */
export function createAccounts(options: {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { config, db, mailer } = options;
  const secure = config.publicUrl.startsWith("https://");
  const mailTo =
    (kind: "verify" | "reset" | "exists") =>
    async ({ user, url }: { user: MailUser; url?: string }) => {
      await mailer.send(
        composeMail(kind, {
          to: user.email,
          name: user.name,
          language: user.language,
          publicUrl: config.publicUrl,
          url: url ?? `${config.publicUrl}/account`,
        }),
      );
    };

  /**
   * The library loads on first use (about 220 ms of imports a restart does not pay), and
   * in the background shortly after the server starts: `warmUp`.
   */
  const build = async () => {
    const [{ betterAuth }, { drizzleAdapter }, { genericOAuth }] = await Promise.all([
      import("better-auth/minimal"),
      import("better-auth/adapters/drizzle"),
      import("better-auth/plugins/generic-oauth"),
    ]);
    return betterAuth({
      appName: "Twirl",
      baseURL: config.publicUrl,
      basePath: AUTH_BASE_PATH,
      secret: options.secret,
      // Apple posts its answer back as a form from its own origin, which must be trusted.
      trustedOrigins: [
        new URL(config.publicUrl).origin,
        ...config.signInProviders
          .filter((p) => p.id === "apple")
          .map((p) => new URL(p.issuer).origin),
      ],
      telemetry: { enabled: false },
      // The library's notes ("User not found" on a failed sign-in...) go to Twirl's log.
      logger: {
        log: (level, message) => {
          if (level === "error") options.log.error({ auth: message }, "auth error");
          else options.log.debug({ auth: message }, `auth ${level}`);
        },
      },
      database: drizzleAdapter(db, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
      // Twirl counts attempts itself, in the database, so every process counts together.
      rateLimit: { enabled: false },
      user: {
        additionalFields: {
          language: { type: "string", required: false, defaultValue: "en", input: true },
        },
      },
      databaseHooks: {
        user: {
          create: {
            before: async (user) => ({
              data: { ...user, language: mailLanguage((user as MailUser).language) },
            }),
          },
        },
      },
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        minPasswordLength: 8,
        maxPasswordLength: 128,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user, url }) =>
          mailTo("reset")({ user: user as MailUser, url }),
        // Sign-up answers alike for a new and a taken address (no way to learn who has an
        // account); the owner of a taken address gets a mail saying someone tried.
        onExistingUserSignUp: async ({ user }) => mailTo("exists")({ user: user as MailUser }),
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: false,
        sendVerificationEmail: async ({ user, url }) =>
          mailTo("verify")({ user: user as MailUser, url }),
      },
      session: {
        cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
      },
      account: { accountLinking: { enabled: true } },
      advanced: {
        cookiePrefix: "twirl",
        useSecureCookies: secure,
        ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      },
      plugins: config.signInProviders.length
        ? [
            genericOAuth({
              config: config.signInProviders.map((p) => ({
                providerId: p.id,
                name: p.name,
                discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
                clientId: p.clientId,
                clientSecret: p.clientSecret,
                scopes:
                  p.id === "apple" ? ["openid", "email", "name"] : ["openid", "email", "profile"],
                pkce: p.id !== "apple",
                // Apple posts the answer back as a form when it is asked for name and email.
                ...(p.id === "apple" ? { responseMode: "form_post" as const } : {}),
              })),
            }),
          ]
        : [],
    });
  };
  let loading: ReturnType<typeof build> | undefined;
  const auth = () => {
    loading ??= build().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };

  const cookieNames = sessionCookieNames(secure);
  /**
   * Cookie headers whose signed cache was already checked, with the answer, until the cache
   * runs out: a browser sends the same cookies on every request, so each is checked once.
   */
  const checked = new Map<string, { viewer: Viewer | null; until: number }>();
  const toViewer = (
    user: {
      id: string;
      email: string;
      name: string;
      image?: string | null;
      emailVerified: boolean;
    },
    sessionId: string,
  ): Viewer | null =>
    user.emailVerified
      ? {
          userId: user.id,
          email: user.email,
          name: user.name,
          image: user.image ?? null,
          language: mailLanguage((user as { language?: unknown }).language),
          role: roleOf(user.email, config.admins.list),
          sessionId,
        }
      : null;

  /**
   * Who is asking: a signed-in person with a verified address, or null. An unverified
   * address counts as signed out everywhere. `fresh` reads the session from the database
   * (for routes that change data); otherwise the signed cookie cache answers when it holds,
   * and when it has run out the library reads the database and, given `reply`, renews it.
   */
  async function viewerOf(
    request: FastifyRequest,
    { fresh = false, reply }: { fresh?: boolean; reply?: FastifyReply } = {},
  ): Promise<Viewer | null> {
    const cookie = request.headers.cookie;
    if (!cookie?.includes(cookieNames.token)) return null;
    if (!fresh) {
      const known = checked.get(cookie);
      if (known && known.until > Date.now()) return known.viewer;
      const cached = readCachedSession(cookie, cookieNames, options.secret);
      if (cached) {
        const viewer = toViewer(cached.user, cached.session.id);
        if (checked.size >= CHECKED_MAX) checked.clear();
        checked.set(cookie, { viewer, until: cached.until });
        return viewer;
      }
    }
    const { headers, response: found } = await (await auth()).api.getSession({
      headers: new Headers({ cookie }),
      query: fresh ? { disableCookieCache: true } : {},
      returnHeaders: true,
    });
    const renewed = headers.getSetCookie();
    if (reply && renewed.length) reply.header("set-cookie", renewed);
    return found ? toViewer(found.user, found.session.id) : null;
  }

  return {
    auth,
    viewerOf,
    mailer,
    /** Loads the library a moment after start, so the first sign-in does not wait for it. */
    warmUp: () => setTimeout(() => void auth().catch(() => {}), 1_000).unref(),
  };
}

type MailUser = { email: string; name: string; language?: string };
