import type { z } from "zod";
import type {
  adminAuditListSchema,
  adminContactListSchema,
  adminContactSchema,
  adminContributionListSchema,
  adminQuestionSchema,
  adminReportListSchema,
  adminReportSchema,
  adminStaffSchema,
  adminWhoSchema,
} from "#core/contracts/admin.ts";
import type { Contribution } from "#core/contracts/contributions.ts";
import { type ApiResult, callApi } from "#web/lib/account.ts";

export type Who = z.infer<typeof adminWhoSchema>;
export type ReportList = z.infer<typeof adminReportListSchema>;
export type AdminReport = z.infer<typeof adminReportSchema>;
export type ContactList = z.infer<typeof adminContactListSchema>;
export type AdminContact = z.infer<typeof adminContactSchema>;
export type ContributionList = z.infer<typeof adminContributionListSchema>;
export type AdminContribution = ContributionList["contributions"][number];
export type AuditList = z.infer<typeof adminAuditListSchema>;
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export type Staff = z.infer<typeof adminStaffSchema>;

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
};
const id = (value: string | number) => encodeURIComponent(String(value));

export type ListParams = Record<string, string | number | undefined>;

/** The back office's calls (each answered only with a live admin session). */
export const adminApi = {
  openSession: (): Promise<ApiResult<Who>> => callApi("/api/admin/session", {}),
  session: (): Promise<ApiResult<Who>> => callApi("/api/admin/session"),
  logout: (): Promise<ApiResult<null>> => callApi("/api/admin/session", undefined, "DELETE"),
  reports: (p: ListParams): Promise<ApiResult<ReportList>> =>
    callApi(`/api/admin/reports${query(p)}`),
  updateReport: (
    reportId: string,
    change: { status?: string; note?: string },
  ): Promise<ApiResult<AdminReport>> =>
    callApi(`/api/admin/reports/${id(reportId)}`, change, "PATCH"),
  bulk: (ids: string[], status: string): Promise<ApiResult<{ updated: number }>> =>
    callApi("/api/admin/reports/bulk", { ids, status }),
  deleteReport: (reportId: string): Promise<ApiResult<null>> =>
    callApi(`/api/admin/reports/${id(reportId)}`, undefined, "DELETE"),
  question: (game: string, language: string, qid: string): Promise<ApiResult<AdminQuestion>> =>
    callApi(`/api/admin/questions/${id(game)}/${id(language)}/${id(qid)}`),
  editQuestion: (
    q: AdminQuestion,
    changes: Record<string, string>,
    reason: string,
  ): Promise<ApiResult<AdminQuestion>> =>
    callApi(
      `/api/admin/questions/${id(q.game)}/${id(q.language)}/${q.id}`,
      { changes, reason },
      "PATCH",
    ),
  setQuestionActive: (
    q: AdminQuestion,
    active: boolean,
    reason: string,
  ): Promise<ApiResult<AdminQuestion>> =>
    callApi(`/api/admin/questions/${id(q.game)}/${id(q.language)}/${q.id}/active`, {
      active,
      reason,
    }),
  contacts: (p: ListParams): Promise<ApiResult<ContactList>> =>
    callApi(`/api/admin/contacts${query(p)}`),
  updateContact: (
    contactId: string,
    change: { status?: string; adminNotes?: string; adminResponse?: string },
  ): Promise<ApiResult<AdminContact>> =>
    callApi(`/api/admin/contacts/${id(contactId)}`, change, "PATCH"),
  deleteContact: (contactId: string): Promise<ApiResult<null>> =>
    callApi(`/api/admin/contacts/${id(contactId)}`, undefined, "DELETE"),
  contributions: (p: ListParams): Promise<ApiResult<ContributionList>> =>
    callApi(`/api/admin/contributions${query(p)}`),
  review: (
    cid: string,
    status: "approved" | "rejected",
    reason: string,
  ): Promise<ApiResult<Contribution>> =>
    callApi(`/api/admin/contributions/${id(cid)}/review`, { status, reason }),
  deleteContribution: (cid: string): Promise<ApiResult<null>> =>
    callApi(`/api/admin/contributions/${id(cid)}`, undefined, "DELETE"),
  audit: (p: ListParams): Promise<ApiResult<AuditList>> => callApi(`/api/admin/audit${query(p)}`),
  staff: (): Promise<ApiResult<Staff>> => callApi("/api/admin/staff"),
};
