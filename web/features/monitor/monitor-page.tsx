import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { LanguageTest } from "./language-test";
import { MemoryMonitor } from "./memory-monitor";
import type { MemorySample } from "./memory-stats";
import "./monitor-page.css";

/**
 * /monitor: a developer's view of this tab's health (memory) and of the language bundles.
 * The samplers can be swapped so tests can feed fixed figures.
 */
export function MonitorPage({ sample }: { sample?: () => MemorySample } = {}) {
  const { t } = useHelpTranslation();
  return (
    <HelpLayout
      title={t("monitor.title")}
      description={t("monitor.metaDescription")}
      path="/monitor"
    >
      <article className="monitor-page">
        <h1>{t("monitor.title")}</h1>
        <p className="monitor-note">{t("monitor.intro")}</p>
        <MemoryMonitor sample={sample} />
        <LanguageTest />
      </article>
    </HelpLayout>
  );
}
