import { useMemo, useState } from "react";
import { resultsCsv } from "#core/results/csv.ts";
import { groupResults, type ResultDayGroup } from "#core/results/grouping.ts";
import type { SpinResult } from "#core/results/results.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { OutcomeMark, type ResultFormat, useResultFormat } from "./result-format";
import { clearResults, reloadResults, useResultsView } from "./results-store";

type Props = { open: boolean; onClose(): void };

/**
 * Every result, grouped by day (Today, Yesterday, long date), spinner name and type; where
 * they are kept; export as CSV and clear (after a confirmation).
 */
export function ResultsModal({ open, onClose }: Props) {
  const { t } = useTranslation("results");
  const view = useResultsView();
  const format = useResultFormat();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const empty = view.status !== "ready" || view.list.length === 0;

  const exportCsv = () => {
    const csv = resultsCsv(view.list, {
      heading: (column) => t(`csv.${column}`),
      spinner: format.spinner,
      type: (r) => format.type(r.type),
      game: format.game,
      outcome: format.outcome,
    });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    link.download = `twirl-results-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  const clear = async () => {
    setConfirming(false);
    setFailed(!(await clearResults()));
  };

  return (
    <Modal
      open={open}
      title={t("modal.title")}
      onClose={onClose}
      width={600}
      footer={
        <>
          <button type="button" className="button" onClick={exportCsv} disabled={empty}>
            {t("modal.export")}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => setConfirming(true)}
            disabled={empty}
          >
            {t("modal.clear")}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t("modal.close")}
          </button>
        </>
      }
    >
      <p className="results-source">
        {t(view.source === "account" ? "modal.inAccount" : "modal.onDevice")}
      </p>
      {failed && (
        <p className="results-error" role="alert">
          {t("modal.clearFailed")}
        </p>
      )}
      {view.status === "loading" && <p className="results-empty">{t("modal.loading")}</p>}
      {view.status === "failed" && (
        <div className="results-error" role="alert">
          <p>{t("modal.loadFailed")}</p>
          <button type="button" className="button" onClick={() => void reloadResults()}>
            {t("modal.retry")}
          </button>
        </div>
      )}
      {open && view.status === "ready" && <ResultGroups results={view.list} />}
      {confirming && (
        <Modal
          open
          title={t("clear.title")}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t("clear.cancel")}
              </button>
              <button type="button" className="button button-danger" onClick={() => void clear()}>
                {t("clear.confirm")}
              </button>
            </>
          }
        >
          <p>{t("clear.body")}</p>
        </Modal>
      )}
    </Modal>
  );
}

function ResultGroups({ results }: { results: SpinResult[] }) {
  const { t, i18n } = useTranslation("results");
  const format = useResultFormat();
  const days = useMemo(
    () => groupResults(results, new Date(), i18n.language),
    [results, i18n.language],
  );
  if (days.length === 0) return <p className="results-empty">{t("modal.empty")}</p>;
  return (
    <div className="results-groups">
      {days.map((day) => (
        <DayGroup key={day.dateKey} day={day} format={format} />
      ))}
    </div>
  );
}

function DayGroup({ day, format }: { day: ResultDayGroup; format: ResultFormat }) {
  const { t } = useTranslation("results");
  const heading = day.label === "date" ? format.date(day.dayStart) : t(`day.${day.label}`);
  return (
    <section className="results-day">
      <h3 className="results-day-heading">
        <time dateTime={day.dateKey}>{heading}</time>
      </h3>
      {day.spinners.map((spinner) => (
        <section key={spinner.spinnerName} className="results-spinner">
          <h4 className="results-spinner-heading">{format.spinner(spinner.spinnerName)}</h4>
          {spinner.types.map((group) => (
            <div key={group.type} className="results-type">
              <h5 className="results-type-heading">{format.type(group.type)}</h5>
              <ul className="results-entries">
                {group.results.map((result) => (
                  <ResultEntry key={result.id} result={result} format={format} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

function ResultEntry({ result, format }: { result: SpinResult; format: ResultFormat }) {
  return (
    <li className="results-entry">
      <time className="results-time" dateTime={new Date(result.timestamp).toISOString()}>
        {format.time(result.timestamp)}
      </time>
      <span className="results-winner" translate="no" dir="auto">
        {result.winner}
      </span>
      {result.gameType && <span className="results-game">{format.kind(result)}</span>}
      <OutcomeMark outcome={result.gameResultCandidate} />
    </li>
  );
}
