import { useEffect, useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { QuestionSource } from "./question-source";

/** On localhost only: the loader's stats and errors, refreshed while the panel is open. */
export function LoaderDebugPanel({ source }: { source: QuestionSource }) {
  const { t } = useAreaTranslation("cards");
  const [open, setOpen] = useState(false);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [open]);

  const stats = source.stats();
  const errors = source.errors();
  return (
    <details className="loader-debug" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t("debug.title")}</summary>
      {open && (
        <>
          <dl>
            <dt>{t("debug.language")}</dt>
            <dd>{source.contentLanguage()}</dd>
            <dt>{t("debug.current")}</dt>
            <dd>{stats.current}</dd>
            <dt>{t("debug.used")}</dt>
            <dd>{stats.used}</dd>
            <dt>{t("debug.prefetchBlock")}</dt>
            <dd>{stats.prefetchBlock ?? "–"}</dd>
            <dt>{t("debug.currentBlock")}</dt>
            <dd>{stats.currentBlock ?? "–"}</dd>
            <dt>{t("debug.totalBlocks")}</dt>
            <dd>{stats.totalBlocks}</dd>
          </dl>
          <p>{errors.length ? errors.join(" · ") : t("debug.noErrors")}</p>
        </>
      )}
    </details>
  );
}
