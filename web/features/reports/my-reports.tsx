import { useCallback } from "react";
import type { Report } from "#core/contracts/reports.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { ListDialog } from "./list-dialog";
import { reportsApi } from "./reports-api";
import { useList } from "./use-list";

/** The signed-in person's reports, newest first, each with its status. */
export function MyReportsDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useAreaTranslation("reports");
  const load = useCallback(
    () =>
      reportsApi
        .mine()
        .then((got) => (got.ok ? { ok: true as const, data: got.data.reports } : got)),
    [],
  );
  const list = useList<Report>(load);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <ListDialog
      title={t("mine.title")}
      empty={t("mine.empty")}
      list={list}
      onClose={onClose}
      render={(report) => (
        <li key={report.reportId} className="reports-item">
          <p className="reports-item-text" dir="auto">
            {report.gameType === "general" ? t("mine.general") : report.questionText}
          </p>
          <p className="reports-item-meta">
            <span className="reports-badge" data-status={report.status}>
              {t(`mine.statuses.${report.status}`)}
            </span>
            <span>{t(`report.reasons.${report.reason}`)}</span>
            <span>{t("mine.sentOn", { date: date.format(new Date(report.createdAt)) })}</span>
          </p>
        </li>
      )}
    />
  );
}
