import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The keys of app_settings, each written by one part of the server. */
export const SETTING_KEYS = {
  appSecret: "app_secret",
  bankHash: "question_bank_hash",
  bankRelease: "question_bank_release",
  bankFiles: "question_bank_files_hash",
  healthProbe: "health_probe",
} as const;

/** Server-wide settings that every process sharing the database must agree on. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const contactSubmissions = pgTable("contact_submissions", {
  contactId: text("contact_id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  contactType: text("contact_type").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  browserInfo: text("browser_info").notNull().default(""),
  appVersion: text("app_version").notNull().default(""),
  status: text("status").notNull().default("New"),
  adminNotes: text("admin_notes"),
  adminResponse: text("admin_response"),
  respondedBy: text("responded_by"),
  respondedAt: timestamp("responded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ids of human-check challenges already answered, so a token works once. */
export const usedChallenges = pgTable("used_challenges", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Questions of every game, one row per question and language, published under /cdn. Rows
 * come from the bank in content/questions (seeded at start) and, later, from admin edits.
 */
export const questions = pgTable(
  "questions",
  {
    gameType: text("game_type").notNull(),
    questionId: integer("question_id").notNull(),
    language: text("language").notNull(),
    category: text("category").notNull(),
    difficulty: text("difficulty").notNull(),
    ageRating: text("age_rating").notNull(),
    isAdult: boolean("is_adult").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** The question as published: meta plus this language's texts. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    contentHash: text("content_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.questionId, t.language] })],
);
