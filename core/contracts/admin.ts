import { CONTACT_TYPES } from "./contact";
import { CONTRIBUTION_STATUSES, contributionSchema } from "./contributions";
import { REPORT_GAME_TYPES, REPORT_STATUSES, reportSchema } from "./reports";
import { z } from "./zod";

/** The back office's batch size (the spec's). */
export const ADMIN_BATCH = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;

export const adminWhoSchema = z.object({
  email: z.string(),
  role: z.enum(["primary", "reviewer", "moderator"]),
  environment: z.enum(["development", "production"]),
});

const page = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_BATCH),
  q: z.string().max(200).default(""),
};

export const adminReportQuerySchema = z.object({
  ...page,
  status: z.enum(REPORT_STATUSES).optional(),
  gameType: z.enum(REPORT_GAME_TYPES).optional(),
  language: z.string().max(5).optional(),
});

export const adminReportSchema = reportSchema.extend({
  reporterEmail: z.string().nullable(),
  adminNotes: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = z.object({
  reports: z.array(adminReportSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: z.object({
    total: z.number(),
    byStatus: z.record(z.string(), z.number()),
    byGame: z.record(z.string(), z.number()),
  }),
});

export const adminReportUpdateSchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  note: z.string().max(1000).optional(),
});

export const adminBulkSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(ADMIN_BATCH),
  status: z.enum(REPORT_STATUSES),
});

/** The spec's contact statuses; New is set on submit. */
export const CONTACT_STATUSES = ["New", "In Progress", "Responded", "Closed", "Spam"] as const;

export const adminContactQuerySchema = z.object({
  ...page,
  status: z.enum(CONTACT_STATUSES).optional(),
  contactType: z.enum(CONTACT_TYPES).optional(),
});

export const adminContactSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  contactType: z.string(),
  subject: z.string(),
  message: z.string(),
  browserInfo: z.string(),
  appVersion: z.string(),
  status: z.string(),
  adminNotes: z.string().nullable(),
  adminResponse: z.string().nullable(),
  respondedBy: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminContactListSchema = z.object({
  submissions: z.array(adminContactSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()) }),
});

export const adminContactUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  adminNotes: z.string().max(2000).optional(),
  adminResponse: z.string().max(5000).optional(),
});

export const adminContributionQuerySchema = z.object({
  ...page,
  status: z.enum(CONTRIBUTION_STATUSES).optional(),
  gameType: z.enum(["trivia", "would-you-rather", "which-one-you-are", "truth-dare"]).optional(),
});

export const adminContributionSchema = contributionSchema.extend({
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});

export const adminContributionListSchema = z.object({
  contributions: z.array(adminContributionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()) }),
});

export const adminAuditQuerySchema = z.object({
  ...page,
  actor: z.string().max(254).optional(),
  action: z.string().max(64).optional(),
});

export const adminAuditListSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      actor: z.string(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** A question of the bank, as staff open it from a report. */
export const adminQuestionKeySchema = z.object({
  game: z.enum(["trivia", "would-you-rather", "which-one-you-are", "truth-dare"]),
  language: z.string().min(2).max(5),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const adminQuestionSchema = z.object({
  game: z.string(),
  language: z.string(),
  id: z.number(),
  isActive: z.boolean(),
  editedByStaff: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});

/** The texts staff may change, by game; the reason follows the report reason's rules. */
export const EDITABLE_FIELDS = {
  trivia: ["question", "A", "B", "C", "D", "Answer", "funFact"],
  "would-you-rather": ["option1", "option2"],
  "which-one-you-are": ["question", "option1", "option2"],
  "truth-dare": ["question"],
} as const;

export const adminQuestionEditSchema = z.object({
  changes: z.record(z.string(), z.string().max(2000)),
  reason: z.string().max(1000),
});

export const adminQuestionActiveSchema = z.object({
  active: z.boolean(),
  reason: z.string().max(1000),
});

/** The Admin Management tab: who is staff here, and how many in each environment. */
export const adminStaffSchema = z.object({
  environment: z.enum(["development", "production"]),
  you: z.object({ email: z.string(), role: z.enum(["primary", "reviewer", "moderator"]) }),
  primaryAdmin: z.string().nullable(),
  reviewers: z.array(z.string()),
  moderators: z.array(z.string()),
  environments: z.array(
    z.object({ name: z.enum(["development", "production"]), count: z.number() }),
  ),
});
