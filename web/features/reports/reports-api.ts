import type { Contribution, ContributionInput } from "#core/contracts/contributions.ts";
import type { Report, ReportInput } from "#core/contracts/reports.ts";
import { type ApiResult, callApi } from "#web/lib/account.ts";

export const reportsApi = {
  report: (
    input: Omit<ReportInput, "language"> & { language: string },
  ): Promise<ApiResult<Report>> => callApi("/api/reports", input),
  mine: (): Promise<ApiResult<{ reports: Report[] }>> => callApi("/api/reports/mine"),
  contribute: (input: ContributionInput): Promise<ApiResult<Contribution>> =>
    callApi("/api/contributions", input),
  suggestions: (): Promise<ApiResult<{ contributions: Contribution[] }>> =>
    callApi("/api/contributions/mine"),
};
