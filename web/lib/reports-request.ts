import type { ReportInput } from "#core/contracts/reports.ts";

/** The question a report is about (the card's, or the help centre's "general" one). */
export type ReportTarget = Pick<
  ReportInput,
  "gameType" | "questionId" | "questionText" | "questionType"
> & {
  /** The language the question is in (the server checks it is one of Twirl's). */
  language: string;
};

/** What a card, a help page or the profile asks the reports feature to show. */
export type ReportsRequest =
  | { view: "report"; target: ReportTarget }
  | { view: "mine" }
  | { view: "contribute" }
  | { view: "suggestions" };

let host: ((request: ReportsRequest) => void) | null = null;
const waiting: ReportsRequest[] = [];

/**
 * Opens the report dialog, My reports, Suggest a question or My suggestions. The features
 * that ask do not import the reports feature: web/app registers the host that shows them
 * (web/app/reports-host.tsx), loaded with whatever can ask; a request made before it is in
 * waits for it.
 */
export function openReports(request: ReportsRequest): void {
  if (host) host(request);
  else waiting.push(request);
}

export function setReportsHost(show: (request: ReportsRequest) => void): void {
  host = show;
  for (const request of waiting.splice(0)) show(request);
}
