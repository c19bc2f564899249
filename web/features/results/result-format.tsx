import { useMemo } from "react";
import { localDateKey } from "#core/results/grouping.ts";
import type { GameOutcome, ResultType, SpinResult } from "#core/results/results.ts";
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
  const { t: games } = useTranslation("games");
  const language = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: "short" });
    const date = new Intl.DateTimeFormat(language, { dateStyle: "full" });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    const type = (type: ResultType) => t(`types.${type}`);
    return {
      time: (timestamp: number) => time.format(timestamp),
      date: (timestamp: number) => date.format(timestamp),
      /** The time today; the date and time on any other day. */
      when: (timestamp: number) =>
        localDateKey(new Date(timestamp)) === localDateKey(new Date())
          ? time.format(timestamp)
          : dateTime.format(timestamp),
      spinner: (name: string) => (name.trim() ? name : t("untitledSpinner")),
      type,
      /** A game result names its game; any other result its type. */
      kind: (result: SpinResult) =>
        result.gameType ? games(`types.${result.gameType}`) : type(result.type),
      game: (result: SpinResult) => (result.gameType ? games(`types.${result.gameType}`) : ""),
      outcome: (result: SpinResult) =>
        result.gameResultCandidate
          ? t(`outcome.${OUTCOMES[result.gameResultCandidate].key}` as DataKey)
          : "",
    };
  }, [language, t, games]);
}
