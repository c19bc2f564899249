import { useCallback, useEffect, useState } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import {
  MEMORY_LIMITS,
  type MemorySample,
  MONITOR_POLL_MS,
  memoryWarnings,
  sampleMemory,
  toMegabytes,
} from "./memory-stats";

type Row = { key: string; label: string; value: string; warning: string | null };

/** The memory figures, taken now, every 10 s and on Refresh. `sample` is swappable for tests. */
export function MemoryMonitor({ sample = sampleMemory }: { sample?: () => MemorySample }) {
  const { t, i18n } = useHelpTranslation();
  const [current, setCurrent] = useState<MemorySample | null>(null);
  const [takenAt, setTakenAt] = useState<Date | null>(null);

  const refresh = useCallback(() => {
    setCurrent(sample());
    setTakenAt(new Date());
  }, [sample]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, MONITOR_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const mb = (bytes: number) =>
    t("monitor.memory.megabytes", { value: number.format(toMegabytes(bytes)) });

  const rows: Row[] = [];
  let heapFlag = false;
  if (current) {
    const warn = memoryWarnings(current);
    heapFlag = warn.heapShare;
    const over = (on: boolean, limit: string) => (on ? t("monitor.memory.above", { limit }) : null);
    const heap = current.heap;
    rows.push(
      {
        key: "domNodes",
        label: t("monitor.memory.domNodes"),
        value: number.format(current.domNodes),
        warning: over(warn.domNodes, number.format(MEMORY_LIMITS.domNodes)),
      },
      {
        key: "heap",
        label: t("monitor.memory.heap"),
        value: heap
          ? t("monitor.memory.heapValue", { used: mb(heap.used), limit: mb(heap.limit) })
          : t("monitor.memory.notAvailable"),
        warning: over(warn.heap, mb(MEMORY_LIMITS.heapBytes)),
      },
      {
        key: "inlineHandlers",
        label: t("monitor.memory.inlineHandlers"),
        value: number.format(current.inlineHandlers),
        warning: over(warn.inlineHandlers, number.format(MEMORY_LIMITS.inlineHandlers)),
      },
      {
        key: "storage",
        label: t("monitor.memory.storage"),
        value: t("monitor.memory.kilobytes", { value: number.format(current.storageBytes / 1024) }),
        warning: over(
          warn.storage,
          t("monitor.memory.kilobytes", {
            value: number.format(MEMORY_LIMITS.storageBytes / 1024),
          }),
        ),
      },
    );
  }

  return (
    <section className="monitor-section" aria-labelledby="monitor-memory-title">
      <div className="monitor-section-head">
        <h2 id="monitor-memory-title">{t("monitor.memory.title")}</h2>
        <button type="button" className="monitor-button" onClick={refresh}>
          {t("monitor.memory.refresh")}
        </button>
      </div>
      <p className="monitor-note">
        {t("monitor.memory.pollNote", { seconds: MONITOR_POLL_MS / 1000 })}
        {takenAt &&
          ` ${t("monitor.memory.takenAt", { time: takenAt.toLocaleTimeString(i18n.language) })}`}
      </p>
      {heapFlag && (
        <p className="monitor-flag" role="alert">
          {t("monitor.memory.heapShareFlag", { percent: MEMORY_LIMITS.heapShare * 100 })}
        </p>
      )}
      <table className="monitor-table">
        <thead>
          <tr>
            <th scope="col">{t("monitor.memory.metric")}</th>
            <th scope="col">{t("monitor.memory.value")}</th>
            <th scope="col">{t("monitor.memory.state")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-metric={row.key} className={row.warning ? "monitor-warn" : ""}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
              <td>{row.warning ?? t("monitor.memory.ok")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
