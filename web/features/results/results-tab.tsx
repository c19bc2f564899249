import { lazy, Suspense, useEffect, useId, useState } from "react";
import { latestResults } from "#core/results/results.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { OutcomeMark, useResultFormat } from "./result-format";
import { useResults } from "./results-store";
import "./results.css";

/**
 * The modal's code, fetched when the tab opens. Once in, the modal renders directly: a lazy
 * component would suspend, and React holds a suspended reveal back for up to 300 ms.
 */
let modalModule: typeof import("./results-modal") | undefined;
const loadModal = () =>
  import("./results-modal").then((m) => {
    modalModule = m;
    return m;
  });
const LazyResultsModal = lazy(() => loadModal().then((m) => ({ default: m.ResultsModal })));

/** The sidebar's Results tab: the 10 newest results and a way into the full history. */
export function ResultsTab() {
  const { t } = useTranslation("results");
  const results = useResults();
  const format = useResultFormat();
  const [modalOpen, setModalOpen] = useState(false);
  const headingId = useId();
  const latest = latestResults(results);
  // The tab is open: fetch the modal's code now, so "View all results" opens at once.
  useEffect(() => {
    void loadModal().catch(() => {});
  }, []);

  return (
    <section className="results-tab" aria-labelledby={headingId}>
      <h2 id={headingId} className="results-tab-heading">
        {t("tab.title")}
      </h2>
      {latest.length === 0 ? (
        <p className="results-empty">{t("tab.empty")}</p>
      ) : (
        <ol className="results-recent">
          {latest.map((result) => (
            <li key={result.id} className="results-recent-item">
              <div className="results-recent-main">
                <span className="results-winner" translate="no" dir="auto">
                  {result.winner}
                </span>
                <span className="results-recent-meta">
                  <span dir="auto">{format.spinner(result.spinnerName)}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{format.kind(result)}</span>
                  <span aria-hidden="true"> · </span>
                  <time
                    dateTime={new Date(result.timestamp).toISOString()}
                    title={format.date(result.timestamp)}
                  >
                    {format.when(result.timestamp)}
                  </time>
                </span>
              </div>
              <OutcomeMark outcome={result.gameResultCandidate} />
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button results-view-all" onClick={() => setModalOpen(true)}>
        {t("tab.viewAll")}
      </button>
      {modalOpen &&
        (modalModule ? (
          <modalModule.ResultsModal open onClose={() => setModalOpen(false)} />
        ) : (
          <Suspense fallback={null}>
            <LazyResultsModal open onClose={() => setModalOpen(false)} />
          </Suspense>
        ))}
    </section>
  );
}
