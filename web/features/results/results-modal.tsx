import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type GameOutcome,
  groupResults,
  type ResultDayGroup,
  type ResultType,
  type SpinResult,
} from "#core/results/results.ts";
import { Modal } from "../../ui/modal";
import { useResults } from "./results-state";
import "./results.css";

const OUTCOMES: Record<GameOutcome, { key: string; className: string }> = {
  "🟢": { key: "success", className: "outcome-success" },
  "🔴": { key: "failure", className: "outcome-failure" },
  "⚪": { key: "skipped", className: "outcome-skipped" },
};

/**
 * A game outcome drawn as a coloured circle rather than the emoji, so it looks the same on
 * every platform; the grey/white symbol is a muted white circle. Labelled for screen readers.
 */
export function OutcomeMark({ outcome }: { outcome: GameOutcome | undefined }) {
  const { t } = useTranslation("results");
  if (!outcome) return null;
  const { key, className } = OUTCOMES[outcome];
  return (
    <span
      role="img"
      aria-label={t(`outcome.${key}`)}
      title={t(`outcome.${key}`)}
      className={`outcome ${className}`}
    />
  );
}

export type ResultFormat = ReturnType<typeof useResultFormat>;

/** Labels and formatters shared by the sidebar tab and the modal, in the current language. */
export function useResultFormat() {
  const { t, i18n } = useTranslation("results");
  const language = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: "short" });
    const date = new Intl.DateTimeFormat(language, { dateStyle: "full" });
    return {
      time: (timestamp: number) => time.format(timestamp),
      date: (timestamp: number) => date.format(timestamp),
      spinner: (name: string) => (name.trim() ? name : t("untitledSpinner")),
      type: (type: ResultType) => t(`types.${type}`),
    };
  }, [language, t]);
}

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
  const { results } = useResults();
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
