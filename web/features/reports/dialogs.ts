// What web/app/reports-host.tsx shows: one chunk with the reports feature's dialogs.
export { ContributeDialog } from "./contribute-dialog";
export { MyReportsDialog } from "./my-reports";
export { MySuggestionsDialog } from "./my-suggestions";
export { ReportDialog } from "./report-dialog";

import "./reports.css";
