import { useCallback, useState } from "react";
import { REPORT_GAME_TYPES, REPORT_STATUSES } from "#core/contracts/reports.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { type AdminReport, adminApi, type Who } from "./admin-api";
import {
  AlertBanner,
  Details,
  FilterSelect,
  ListBody,
  languageName,
  Pager,
  SearchBox,
  StatCards,
  StatusBadge,
  useAction,
  useFilters,
  usePagedList,
} from "./admin-parts";
import { QuestionEditor } from "./question-editor";

/** Question Reports: stats, filters, search, rows, details, Mark In Review, bulk status, delete. */
export function ReportsTab({ who }: { who: Who }) {
  const { t, i18n } = useAreaTranslation("admin");
  const { t: games } = useTranslation("games");
  // Reasons are named as players see them (the reports area's strings).
  const { t: reports } = useAreaTranslation("reports");
  const reasonName = (r: string) => reports(`report.reasons.${r as "unclear"}`);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkStatus, setBulkStatus] = useState<string>("In Review");
  const [viewing, setViewing] = useState<AdminReport | null>(null);
  const [editing, setEditing] = useState<AdminReport | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const filters = useFilters(["status", "gameType", "q"] as const);
  const load = useCallback(adminApi.reports, []);
  const { state, reload } = usePagedList(load, filters.params);
  const primary = who.role === "primary";
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const gameName = (g: string) =>
    g === "general" ? t("common.notSpecified") : games(`types.${g as "trivia"}`);
  const statusName = (s: string) => t(`reports.statuses.${s as "Reported"}`);

  const act = useAction(setAlert, reload);
  const updateFailed = (error: string) => t("common.updateFailed", { error });
  const markInReview = (r: AdminReport) =>
    act(() => adminApi.updateReport(r.reportId, { status: "In Review" }), updateFailed);
  const remove = (r: AdminReport) => {
    if (!window.confirm(t("reports.confirmDelete"))) return;
    void act(
      () => adminApi.deleteReport(r.reportId),
      (error) => t("reports.deleteFailed", { error }),
    );
  };
  const bulk = () =>
    act(async () => {
      const answer = await adminApi.bulk(selected, bulkStatus);
      if (answer.ok) setSelected([]);
      return answer;
    }, updateFailed);

  const data = state.status === "ready" ? state.data : null;
  const stats = data?.stats;
  const rows = data?.reports ?? [];
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <section aria-label={t("tabs.reports")}>
      <StatCards
        cards={[
          [t("reports.total"), stats?.total ?? 0],
          [statusName("Reported"), stats?.byStatus.Reported ?? 0],
          [statusName("In Review"), stats?.byStatus["In Review"] ?? 0],
          [statusName("Completed"), stats?.byStatus.Completed ?? 0],
        ]}
      />
      <div className="admin-filters">
        <FilterSelect
          label={t("common.status")}
          value={filters.values.status}
          options={REPORT_STATUSES.map((s) => [s, statusName(s)])}
          onChange={filters.set("status")}
        />
        <FilterSelect
          label={t("common.gameType")}
          value={filters.values.gameType}
          options={REPORT_GAME_TYPES.map((g) => [g, gameName(g)])}
          onChange={filters.set("gameType")}
        />
        <SearchBox value={filters.values.q} onChange={filters.set("q")} />
      </div>
      <AlertBanner text={alert} />
      {primary && selected.length > 0 && (
        <fieldset className="admin-bulk">
          <legend>{t("common.selected", { count: selected.length })}</legend>
          <FilterSelect
            label={t("common.setStatus")}
            value={bulkStatus}
            options={REPORT_STATUSES.map((s) => [s, statusName(s)])}
            onChange={setBulkStatus}
          />
          <button type="button" className="button button-primary" onClick={() => void bulk()}>
            {t("common.apply")}
          </button>
        </fieldset>
      )}
      <ListBody
        status={state.status}
        failed={t("reports.loadFailed")}
        empty={t("reports.empty")}
        count={rows.length}
      >
        <ul className="admin-rows" aria-label={t("tabs.reports")}>
          {rows.map((r) => (
            <li key={r.reportId} className="admin-row">
              <div className="admin-row-head">
                {primary && (
                  <input
                    type="checkbox"
                    aria-label={t("common.selectRow", { id: r.reportId })}
                    checked={selected.includes(r.reportId)}
                    onChange={() => toggle(r.reportId)}
                  />
                )}
                <StatusBadge status={r.status} label={statusName(r.status)} />
                <span>{gameName(r.gameType)}</span>
                <time dateTime={r.createdAt}>{when.format(new Date(r.createdAt))}</time>
              </div>
              <p className="admin-row-text" dir="auto">
                {r.questionText}
              </p>
              <p className="admin-row-meta">
                <span>
                  {t("reports.reason")}: {reasonName(r.reason)}
                </span>
                {r.suggestion && <span dir="auto">{r.suggestion}</span>}
                <span>{r.reporterEmail ?? t("common.anonymous")}</span>
                <span>{r.reportId}</span>
              </p>
              <div className="admin-actions">
                <button type="button" className="button" onClick={() => setViewing(r)}>
                  {t("common.viewDetails")}
                </button>
                {r.status === "Reported" && (
                  <button type="button" className="button" onClick={() => void markInReview(r)}>
                    {t("reports.markInReview")}
                  </button>
                )}
                {primary && (
                  <button type="button" className="button button-danger" onClick={() => remove(r)}>
                    {t("common.delete")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pager filters={filters} total={data?.total} />
      {viewing && (
        <Details
          title={t("reports.details")}
          onClose={() => setViewing(null)}
          rows={[
            [t("common.gameType"), gameName(viewing.gameType)],
            [t("common.status"), statusName(viewing.status)],
            [t("reports.reportId"), viewing.reportId],
            [t("reports.reportedAt"), when.format(new Date(viewing.createdAt))],
            [t("reports.question"), viewing.questionText],
            [t("reports.reason"), reasonName(viewing.reason)],
            [t("reports.suggestion"), viewing.suggestion || t("common.notSpecified")],
            [t("reports.reporter"), viewing.reporterEmail ?? t("common.anonymous")],
            [
              t("reports.questionType"),
              viewing.questionType
                ? reports(`contribute.${viewing.questionType}`)
                : t("common.notSpecified"),
            ],
            [t("reports.language"), languageName(viewing.language)],
            [t("reports.notes"), viewing.adminNotes ?? ""],
          ]}
        >
          {viewing.gameType !== "general" && who.role !== "moderator" && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(viewing);
                setViewing(null);
              }}
            >
              {t("reports.openQuestion")}
            </button>
          )}
        </Details>
      )}
      {editing && <QuestionEditor report={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
