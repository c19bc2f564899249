import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SavedEntry, SavedLook } from "#core/contracts/spinners.ts";
import type { Celebration } from "#core/spin/celebration.ts";

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
    /** Edited in the back office: a later bank release leaves the edit alone. */
    editedByStaff: boolean("edited_by_staff").notNull().default(false),
    /** The question as published: meta plus this language's texts. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    contentHash: text("content_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.questionId, t.language] })],
);

// Accounts (better-auth's four tables, named in the plural; server/auth/auth.ts maps them).

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The interface language the person last used: mails go out in it. */
  language: text("language").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier").on(t.identifier)],
);

/**
 * What staff did and what people did to their own accounts (a deleted account leaves its
 * row here). Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** Who acted: a staff member's email, or "self" for a person acting on their own account. */
    actor: text("actor").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at").on(t.createdAt)],
);

/**
 * Saved and shared spinners. A visitor's shared spinner has no owner; a user's go with their
 * account. Names are unique per owner (without case).
 */
export const spinners = pgTable(
  "spinners",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    participants: jsonb("participants").$type<SavedEntry[]>().notNull(),
    style: text("style").notNull(),
    language: text("language").notNull(),
    theme: text("theme").notNull(),
    sound: boolean("sound").notNull(),
    spinTime: integer("spin_time").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    celebration: jsonb("celebration")
      .$type<Celebration>()
      .notNull()
      .default(sql`'{"confetti":true,"message":"","speak":false}'::jsonb`),
    look: jsonb("look")
      .$type<SavedLook>()
      .notNull()
      .default(sql`'{"theme":"classic","center":"","background":""}'::jsonb`),
    isActive: boolean("is_active").notNull(),
    isShared: boolean("is_shared").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastAccessed: timestamp("last_accessed", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("spinners_user_id").on(t.userId),
    index("spinners_expires_at").on(t.expiresAt),
    uniqueIndex("spinners_user_name").on(t.userId, sql`lower(${t.name})`),
  ],
);

/** Spin results kept in an account; a result's id is the one the device gave it. */
export const results = pgTable(
  "results",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    winner: text("winner").notNull(),
    type: text("type").notNull(),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    spinnerName: text("spinner_name").notNull(),
    gameType: text("game_type"),
    outcome: text("outcome"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("results_user_time").on(t.userId, t.timestamp),
  ],
);

/**
 * Question progress kept in an account (the spec's progress record): per game, season and
 * language, the ids already shown and the block reached. `generatedAt` is the published
 * index the ids belong to: a newer index starts the record afresh, as it does on a device.
 */
export const questionProgress = pgTable(
  "question_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    game: text("game").notNull(),
    season: text("season").notNull(),
    language: text("language").notNull(),
    generatedAt: text("generated_at").notNull(),
    usedQuestionIds: integer("used_question_ids").array().notNull(),
    currentBlockNumber: integer("current_block_number"),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.season, t.language] })],
);

/** One like (1) or dislike (-1) per person per question, in its game and language. */
export const questionVotes = pgTable(
  "question_votes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    game: text("game").notNull(),
    language: text("language").notNull(),
    questionId: integer("question_id").notNull(),
    vote: smallint("vote").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.game, t.language, t.questionId] }),
    index("question_votes_question").on(t.game, t.language, t.questionId),
  ],
);

/**
 * Question reports (the spec's entity). The reporter's email and name are read from their
 * account while it exists; when it is deleted, the report stays without them.
 */
export const questionReports = pgTable(
  "question_reports",
  {
    reportId: text("report_id").primaryKey(),
    gameType: text("game_type").notNull(),
    questionId: text("question_id").notNull(),
    questionText: text("question_text").notNull(),
    reason: text("reason").notNull(),
    suggestion: text("suggestion").notNull(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** The spec's collectionId: game type, a V1 marker and the language. */
    collectionId: text("collection_id").notNull(),
    language: text("language").notNull(),
    questionType: text("question_type"),
    status: text("status").notNull(),
    adminNotes: text("admin_notes"),
    reviewerId: text("reviewer_id"),
    reviewerEmail: text("reviewer_email"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("question_reports_reporter").on(t.reporterId, t.createdAt),
    index("question_reports_status").on(t.status, t.createdAt),
  ],
);

/**
 * Questions people suggest. Approved, one becomes a row of `questions` (its id from
 * CONTRIBUTED_ID_START up, so bank files never collide with it) in its language.
 */
export const contributions = pgTable(
  "contributions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    gameType: text("game_type").notNull(),
    language: text("language").notNull(),
    /** The question (trivia, which one are you), or the truth or dare's text. */
    content: text("content").notNull(),
    options: text("options").array().notNull(),
    answer: text("answer"),
    funFact: text("fun_fact"),
    /** truth or dare for Truth or Dare; the game's category otherwise. */
    category: text("category").notNull(),
    difficulty: text("difficulty").notNull(),
    status: text("status").notNull(),
    reviewReason: text("review_reason"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    questionId: integer("question_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("contributions_user").on(t.userId, t.createdAt),
    index("contributions_status").on(t.status, t.createdAt),
  ],
);

/**
 * Back-office sessions (the spec's admin session): two hours from sign-in, bound to the
 * token (only its hash is kept) and to the client address it was opened from.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_user").on(t.userId)],
);
