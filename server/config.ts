import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// Links end up in hrefs and the CSP, so only web addresses pass (no javascript: or data:).
const webUrl = () => z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PUBLIC_URL: webUrl().default("http://localhost:3000"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined) {
        ctx.addIssue({
          code: "custom",
          message:
            "false, a number of proxy hops (1, 2...), or proxy addresses (10.0.0.0/8,127.0.0.1)",
        });
        return z.NEVER;
      }
      return trust;
    }),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The ad script's origin enters the CSP; the client id goes into its URL and the ad slots.
  ADS_SCRIPT_URL: webUrl().optional(),
  ADS_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/, "letters, digits, '.', '-' and '_' only")
    .optional(),
  SOCIAL_FACEBOOK_URL: webUrl().default("https://www.facebook.com/twirlapp"),
  SOCIAL_INSTAGRAM_URL: webUrl().default("https://www.instagram.com/twirlapp"),
  SOCIAL_X_URL: webUrl().default("https://x.com/twirlapp"),
  SOCIAL_TIKTOK_URL: webUrl().default("https://www.tiktok.com/@twirlapp"),
  SOCIAL_YOUTUBE_URL: webUrl().default("https://www.youtube.com/@twirlapp"),
  BLOG_URL: webUrl().default("https://blog.twirl.app"),
  TESTIMONIALS_URL: webUrl().default("https://blog.twirl.app/testimonials"),
  TUTORIAL_VIDEO_URL: webUrl().optional(),
  // Shown on the help and legal pages as mailto: links, so only a plain address passes.
  SUPPORT_EMAIL: z.email().default("support@twirl.app"),
  PRIVACY_EMAIL: z.email().default("privacy@twirl.app"),
  LEGAL_EMAIL: z.email().default("legal@twirl.app"),
  // Mail: SMTP_URL (smtp:// or smtps://) sends for real; without it mails go to DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Sign-in providers: each appears only when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: webUrl().default("https://accounts.google.com"),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: webUrl().default("https://appleid.apple.com"),
  OIDC_ISSUER: webUrl().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default("Single sign-on"),
  ADMINS_FILE: z.string().min(1).optional(),
});

/** The staff of one environment (the spec's admin config). */
const adminListSchema = z.object({
  primaryAdmin: z.email().optional(),
  reviewers: z.array(z.email()).default([]),
  moderators: z.array(z.email()).default([]),
});
export type AdminList = z.infer<typeof adminListSchema>;
const adminsFileSchema = z.object({
  development: adminListSchema.optional(),
  production: adminListSchema.optional(),
});

/** An OpenID Connect provider people can sign in with ("google", "apple" or "oidc"). */
export type SignInProvider = {
  id: "google" | "apple" | "oidc";
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/**
 * TRUST_PROXY: "false", a hop count, or addresses and CIDR ranges. "true" means one hop:
 * believing every hop would take the leftmost X-Forwarded-For entry, which the client writes.
 */
export function parseTrustProxy(value: string): false | number | string | undefined {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 32 ? Number(v) : undefined;
  const parts = v.split(",").map((p) => p.trim());
  const valid = parts.every((p) => {
    const [address, prefix, ...rest] = p.split("/");
    const version = isIP(address ?? "");
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
  return valid ? parts.join(",") : undefined;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  env: "development" | "production" | "test";
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Which proxies to believe about the client's address: false (none), a hop count (the
   * address that many entries from the right of X-Forwarded-For), or the proxies' addresses.
   */
  trustProxy: false | number | string;
  appSecret: string | undefined;
  /** The ads provider's script and publisher id; null shows no ad slot and no notice at all. */
  ads: { scriptUrl: string; clientId: string } | null;
  /** Where the built web app lives; undefined serves no web app (API-only tests). */
  webRoot: string | undefined;
  /** Outside addresses the web app links to or embeds (GET /api/client-config). */
  links: {
    social: { facebook: string; instagram: string; x: string; tiktok: string; youtube: string };
    blogUrl: string;
    testimonialsUrl: string;
    /** A YouTube/Vimeo embed or a direct .mp4/.webm file; undefined shows the built-in animation. */
    tutorialVideoUrl: string | undefined;
    /** Addresses the help and legal pages give for support, privacy requests and legal notices. */
    emails: { support: string; privacy: string; legal: string };
  };
  mail: {
    /** undefined: mails are logged and written to DATA_DIR/outbox as .eml files. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** The configured sign-in providers, in the order their buttons show. */
  signInProviders: SignInProvider[];
  /** Staff of this environment (development or production), from ADMINS_FILE. */
  admins: {
    environment: "development" | "production";
    list: AdminList;
    /** How many staff each environment's list names (the Admin Management overview). */
    counts?: Record<"development" | "production", number>;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  if (e.ADS_SCRIPT_URL && !e.ADS_CLIENT_ID) {
    throw new ConfigError("Invalid configuration: ADS_CLIENT_ID: required with ADS_SCRIPT_URL");
  }
  const providers: SignInProvider[] = [];
  const provider = (
    id: SignInProvider["id"],
    name: string,
    issuer: string | undefined,
    clientId: string | undefined,
    clientSecret: string | undefined,
  ) => {
    if (!clientId && !clientSecret) return;
    if (!issuer || !clientId || !clientSecret) {
      const prefix = id.toUpperCase();
      throw new ConfigError(
        `Invalid configuration: ${prefix}_CLIENT_ID, ${prefix}_CLIENT_SECRET${id === "oidc" ? " and OIDC_ISSUER" : ""} go together`,
      );
    }
    providers.push({ id, name, issuer: issuer.replace(/\/$/, ""), clientId, clientSecret });
  };
  provider("google", "Google", e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  provider("apple", "Apple", e.APPLE_ISSUER, e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET);
  provider("oidc", e.OIDC_NAME, e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET);
  const environment = e.NODE_ENV === "production" ? "production" : "development";
  const publicUrl = e.PUBLIC_URL.replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    appSecret: e.APP_SECRET,
    ads:
      e.ADS_SCRIPT_URL && e.ADS_CLIENT_ID
        ? { scriptUrl: e.ADS_SCRIPT_URL, clientId: e.ADS_CLIENT_ID }
        : null,
    webRoot: path.resolve("dist/web"),
    links: {
      social: {
        facebook: e.SOCIAL_FACEBOOK_URL,
        instagram: e.SOCIAL_INSTAGRAM_URL,
        x: e.SOCIAL_X_URL,
        tiktok: e.SOCIAL_TIKTOK_URL,
        youtube: e.SOCIAL_YOUTUBE_URL,
      },
      // The web app appends paths to the blog's address.
      blogUrl: e.BLOG_URL.replace(/\/+$/, ""),
      testimonialsUrl: e.TESTIMONIALS_URL,
      tutorialVideoUrl: e.TUTORIAL_VIDEO_URL,
      emails: { support: e.SUPPORT_EMAIL, privacy: e.PRIVACY_EMAIL, legal: e.LEGAL_EMAIL },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Twirl <no-reply@${new URL(publicUrl).hostname}>`,
    },
    signInProviders: providers,
    admins: adminsOf(readAdminsFile(e.ADMINS_FILE), environment),
  };
}

const emptyAdmins: AdminList = { reviewers: [], moderators: [] };

/** How many staff a list names. */
export const staffCount = (list: AdminList | undefined) =>
  list ? (list.primaryAdmin ? 1 : 0) + list.reviewers.length + list.moderators.length : 0;

function adminsOf(
  file: z.infer<typeof adminsFileSchema>,
  environment: "development" | "production",
): Config["admins"] {
  return {
    environment,
    list: file[environment] ?? emptyAdmins,
    counts: { development: staffCount(file.development), production: staffCount(file.production) },
  };
}

/** ADMINS_FILE: JSON with a list per environment; a missing or broken file stops the start. */
function readAdminsFile(file: string | undefined): z.infer<typeof adminsFileSchema> {
  if (!file) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ADMINS_FILE: ${(err as Error).message}`);
  }
  const parsed = adminsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ADMINS_FILE: ${problems.join("; ")}`);
  }
  return parsed.data;
}
