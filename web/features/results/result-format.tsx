import { useMemo } from "react";
import type { GameOutcome, ResultType } from "#core/results/results.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { useTranslation } from "#web/lib/translator.ts";
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
      aria-label={t(`outcome.${key}` as DataKey)}
      title={t(`outcome.${key}` as DataKey)}
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
