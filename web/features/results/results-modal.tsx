import { useMemo } from "react";
import { groupResults, type ResultDayGroup } from "#core/results/grouping.ts";
import type { SpinResult } from "#core/results/results.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { OutcomeMark, type ResultFormat, useResultFormat } from "./result-format";
import { useResults } from "./results-store";

type Props = { open: boolean; onClose(): void };

/** Every stored result, grouped by day (Today, Yesterday, long date), spinner name and type. */
export function ResultsModal({ open, onClose }: Props) {
  const { t } = useTranslation("results");
  return (
    <Modal
      open={open}
      title={t("modal.title")}
      onClose={onClose}
      width={600}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t("modal.close")}
        </button>
      }
    >
      {open && <ResultGroups />}
    </Modal>
  );
}

function ResultGroups() {
  const { t, i18n } = useTranslation("results");
  const results = useResults();
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
      <OutcomeMark outcome={result.gameResultCandidate} />
    </li>
  );
}
