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
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SOCIAL_FACEBOOK_URL: webUrl().default("https://www.facebook.com/twirlapp"),
  SOCIAL_INSTAGRAM_URL: webUrl().default("https://www.instagram.com/twirlapp"),
  SOCIAL_X_URL: webUrl().default("https://x.com/twirlapp"),
  SOCIAL_TIKTOK_URL: webUrl().default("https://www.tiktok.com/@twirlapp"),
  SOCIAL_YOUTUBE_URL: webUrl().default("https://www.youtube.com/@twirlapp"),
  BLOG_URL: webUrl().default("https://blog.twirl.app"),
  TESTIMONIALS_URL: webUrl().default("https://blog.twirl.app/testimonials"),
  TUTORIAL_VIDEO_URL: webUrl().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  env: "development" | "production" | "test";
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  appSecret: string | undefined;
  /** Where the built web app lives; undefined serves no web app (API-only tests). */
  webRoot: string | undefined;
  /** Outside addresses the web app links to or embeds (GET /api/client-config). */
  links: {
    social: { facebook: string; instagram: string; x: string; tiktok: string; youtube: string };
    blogUrl: string;
    testimonialsUrl: string;
    /** A YouTube/Vimeo embed or a direct .mp4/.webm file; undefined shows the built-in animation. */
    tutorialVideoUrl: string | undefined;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ""),
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    appSecret: e.APP_SECRET,
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
    },
  };
}
