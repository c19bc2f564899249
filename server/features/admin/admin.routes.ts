import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminBulkSchema,
  adminContactListSchema,
  adminContactQuerySchema,
  adminContactSchema,
  adminContactUpdateSchema,
  adminContributionListSchema,
  adminContributionQuerySchema,
  adminQuestionActiveSchema,
  adminQuestionEditSchema,
  adminQuestionKeySchema,
  adminQuestionSchema,
  adminReportListSchema,
  adminReportQuerySchema,
  adminReportSchema,
  adminReportUpdateSchema,
  adminStaffSchema,
  adminWhoSchema,
} from "#core/contracts/admin.ts";
import { closeAdminSession, openAdminSession, requireAdmin } from "#server/auth/admin-session.ts";
import type { Accounts } from "#server/auth/auth.ts";
import { type Config, staffCount } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { enforceRateLimit } from "#server/rate-limit.ts";
import {
  deleteRecord,
  listAudit,
  listContacts,
  listContributions,
  updateContact,
} from "./admin-desk.service";
import { editQuestion, getQuestion, setQuestionActive } from "./admin-questions.service";
import { bulkUpdateReports, listReports, updateReport } from "./admin-reports.service";

/** Back-office sign-ins: 5 per 15 minutes per account (passwords are counted by auth_attempt). */
export const ADMIN_LOGIN_LIMIT = { windowMs: 15 * 60_000, max: 5 };

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The back office's API: the admin session, then each tab's routes (every one guarded). */
export const adminRoutes =
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
    const { environment } = config.admins;
    const secure = config.publicUrl.startsWith("https:");
    const who = (v: { email: string; role: string }) => ({
      email: v.email,
      role: v.role as "primary" | "reviewer" | "moderator",
      environment,
    });

    app.post(
      "/api/admin/session",
      {
        schema: {
          summary: "Open a two-hour back-office session for a signed-in staff member",
          response: { 200: adminWhoSchema },
        },
      },
      async (request, reply) => {
        const viewer = await accounts.viewerOf(request, { fresh: true });
        if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "User must be logged in");
        await enforceRateLimit(db, reply, `admin_login:user:${viewer.userId}`, ADMIN_LOGIN_LIMIT);
        if (viewer.role === "none") {
          // The spec signs such an address out of the back office's sign-in.
          const signedOut = await (await accounts.auth()).api.signOut({
            headers: new Headers({ cookie: request.headers.cookie ?? "" }),
            returnHeaders: true,
          });
          const cookies = signedOut.headers.getSetCookie();
          if (cookies.length) reply.header("set-cookie", cookies);
          throw new HttpError(
            403,
            "ADMIN_DENIED",
            `Access denied. Your email is not authorized for admin access in ${environment} environment.`,
            undefined,
            { environment },
          );
        }
        await openAdminSession(db, reply, viewer, request.ip, now(), secure);
        return who(viewer);
      },
    );

    app.get(
      "/api/admin/session",
      {
        schema: {
          summary: "Who the back office's session belongs to",
          response: { 200: adminWhoSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireAdmin(accounts, db, request, "moderate", now());
        reply.header("cache-control", "no-store");
        return who(viewer);
      },
    );

    app.delete(
      "/api/admin/session",
      { schema: { summary: "Log out of the back office", response: { 204: z.null() } } },
      async (request, reply) => {
        await closeAdminSession(db, request, reply, secure);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/admin/reports",
      {
        schema: {
          summary: "Question reports, newest first, filtered, searched and paged, with stats",
          querystring: adminReportQuerySchema,
          response: { 200: adminReportListSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(accounts, db, request, "moderate", now());
        const { page, pageSize, ...filter } = request.query;
        reply.header("cache-control", "no-store");
        return listReports(db, filter, page, pageSize);
      },
    );

    app.patch(
      "/api/admin/reports/:id",
      {
        schema: {
          summary: "Set a report's status and/or admin note",
          params: idParams,
          body: adminReportUpdateSchema,
          response: { 200: adminReportSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(accounts, db, request, "moderate", now());
        const updated = await updateReport(db, request.params.id, request.body, admin, now());
        if (!updated) throw new HttpError(404, "NOT_FOUND", "Report not found");
        return updated;
      },
    );

    app.post(
      "/api/admin/reports/bulk",
      {
        schema: {
          summary: "Set the status of up to 50 reports at once (primary admin)",
          body: adminBulkSchema,
          response: { 200: z.object({ updated: z.number() }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(accounts, db, request, "administer", now());
        const { ids, status } = request.body;
        return { updated: await bulkUpdateReports(db, ids, status, admin, now()) };
      },
    );

    app.delete(
      "/api/admin/reports/:id",
      {
        schema: {
          summary: "Delete a report (primary admin)",
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(accounts, db, request, "administer", now());
        if (!(await deleteRecord(db, "report", request.params.id, admin.email))) {
          throw new HttpError(404, "NOT_FOUND", "Report not found");
        }
        return reply.status(204).send(null);
      },
    );

    // Contact Submissions

    app.get(
      "/api/admin/contacts",
      {
        schema: {
          summary: "Contact submissions, newest first, filtered, searched and paged, with stats",
          querystring: adminContactQuerySchema,
          response: { 200: adminContactListSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(accounts, db, request, "moderate", now());
        const { page, pageSize, ...filter } = request.query;
        reply.header("cache-control", "no-store");
        return listContacts(db, filter, { page, pageSize });
      },
    );

    app.patch(
      "/api/admin/contacts/:id",
      {
        schema: {
          summary: "Set a submission's status, admin notes and admin response",
          params: idParams,
          body: adminContactUpdateSchema,
          response: { 200: adminContactSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(accounts, db, request, "moderate", now());
        const updated = await updateContact(
          db,
          request.params.id,
          request.body,
          admin.email,
          now(),
        );
        if (!updated) throw new HttpError(404, "NOT_FOUND", "Contact submission not found");
        return updated;
      },
    );

    app.delete(
      "/api/admin/contacts/:id",
      {
        schema: {
          summary: "Delete a submission (primary admin)",
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(accounts, db, request, "administer", now());
        if (!(await deleteRecord(db, "contact", request.params.id, admin.email))) {
          throw new HttpError(404, "NOT_FOUND", "Contact submission not found");
        }
        return reply.status(204).send(null);
      },
    );

    // User Contributions (approve and reject: POST /api/admin/contributions/:id/review)

    app.get(
      "/api/admin/contributions",
      {
        schema: {
          summary: "Suggested questions, newest first, filtered, searched and paged, with stats",
          querystring: adminContributionQuerySchema,
          response: { 200: adminContributionListSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(accounts, db, request, "review", now());
        const { page, pageSize, ...filter } = request.query;
        reply.header("cache-control", "no-store");
        return listContributions(db, filter, { page, pageSize });
      },
    );

    app.delete(
      "/api/admin/contributions/:id",
      {
        schema: {
          summary: "Delete a suggestion (primary admin)",
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(accounts, db, request, "administer", now());
        if (!(await deleteRecord(db, "contribution", request.params.id, admin.email))) {
          throw new HttpError(404, "NOT_FOUND", "Contribution not found");
        }
        return reply.status(204).send(null);
      },
    );

    // The audit log (primary admin)

    app.get(
      "/api/admin/audit",
      {
        schema: {
          summary: "Every admin action, newest first, by admin and action",
          querystring: adminAuditQuerySchema,
          response: { 200: adminAuditListSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(accounts, db, request, "administer", now());
        const { page, pageSize, q: _q, ...filter } = request.query;
        reply.header("cache-control", "no-store");
        return listAudit(db, filter, { page, pageSize });
      },
    );

    // A question of the bank, opened from a report by its id in its game and language

    const QUESTION = "/api/admin/questions/:game/:language/:id";
    app.get(
      QUESTION,
      {
        schema: {
          summary: "The original question of a report",
          params: adminQuestionKeySchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(accounts, db, request, "moderate", now());
        reply.header("cache-control", "no-store");
        return getQuestion(db, request.params);
      },
    );

    app.patch(
      QUESTION,
      {
        schema: {
          summary: "Edit a question's texts with a reason (reviewers); published at once",
          params: adminQuestionKeySchema,
          body: adminQuestionEditSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(accounts, db, request, "review", now());
        const { changes, reason } = request.body;
        return editQuestion(db, request.params, changes, reason, admin.email);
      },
    );

    app.post(
      `${QUESTION}/active`,
      {
        schema: {
          summary: "Stop serving a question, or serve it again (reviewers)",
          params: adminQuestionKeySchema,
          body: adminQuestionActiveSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(accounts, db, request, "review", now());
        const { active, reason } = request.body;
        return setQuestionActive(db, request.params, active, reason, admin.email);
      },
    );

    // Admin Management

    app.get(
      "/api/admin/staff",
      {
        schema: {
          summary: "This environment's staff and every environment's count (from ADMINS_FILE)",
          response: { 200: adminStaffSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireAdmin(accounts, db, request, "moderate", now());
        const { list, counts } = config.admins;
        reply.header("cache-control", "no-store");
        return {
          environment,
          you: { email: viewer.email, role: viewer.role as "primary" | "reviewer" | "moderator" },
          primaryAdmin: list.primaryAdmin ?? null,
          reviewers: list.reviewers,
          moderators: list.moderators,
          environments: (["development", "production"] as const).map((name) => ({
            name,
            count: counts?.[name] ?? (name === environment ? staffCount(list) : 0),
          })),
        };
      },
    );
  };
