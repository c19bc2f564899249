import { useEffect, useState } from "react";
import type { VersionInfo } from "#core/contracts/version.ts";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { Link } from "#web/lib/router.tsx";
import { acknowledgeVersion, isUnseenVersion } from "#web/lib/seen-version.ts";
import { readStored } from "#web/lib/storage.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { fetchVersionInfo } from "#web/lib/version-info.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import "./version-page.css";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; info: VersionInfo };

/** The build date in the reader's language; a missing or odd date is shown as unknown. */
export function formatBuildDate(value: string, language: string): string | null {
  const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
  if (value === "" || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short" }).format(date);
}

/** Git hashes are shown short, as people quote them; anything else is shown as it came. */
const shortHash = (hash: string) => (/^[0-9a-f]{8,}$/i.test(hash) ? hash.slice(0, 7) : hash);

/** /help/version: what is running, and whether it is new to this browser. */
export function VersionPage() {
  const { t } = useHelpTranslation();
  // Read before this visit stores the running version, or every visit would say Up to Date.
  const [seenBefore] = useState(() => readStored("appCurrentVersion"));
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    void fetchVersionInfo(controller.signal).then((info) => {
      if (controller.signal.aborted) return;
      setLoad(info ? { state: "ready", info } : { state: "failed" });
      // Seeing this page is seeing what is new, so the play screen's notice can go.
      if (info) acknowledgeVersion(info.version);
    });
    return () => controller.abort();
  }, []);

  return (
    <HelpLayout
      title={t("version.metaTitle")}
      description={t("version.metaDescription")}
      path="/help/version"
    >
      <article className="version-page">
        <h1>{t("version.title")}</h1>
        {load.state === "loading" && <p role="status">{t("version.loading")}</p>}
        {load.state === "failed" && (
          <p className="version-error" role="alert">
            {t("version.loadFailed")}
          </p>
        )}
        {load.state === "ready" && (
          <Details info={load.info} isNew={isUnseenVersion(load.info.version, seenBefore)} />
        )}
        <div className="version-actions">
          <button type="button" className="version-button" onClick={() => window.location.reload()}>
            {t("version.refresh")}
          </button>
          <Link to="/help" className="version-button version-button-secondary">
            {t("version.backToHelp")}
          </Link>
        </div>
      </article>
    </HelpLayout>
  );
}

function Details({ info, isNew }: { info: VersionInfo; isNew: boolean }) {
  const { t, i18n } = useHelpTranslation();
  const built = formatBuildDate(info.buildDate, i18n.language);
  return (
    <>
      <dl className="version-details">
        <dt>{t("version.version")}</dt>
        <dd>v{info.version}</dd>
        <dt>{t("version.environment")}</dt>
        <dd>{info.environment}</dd>
        <dt>{t("version.buildNumber")}</dt>
        <dd>{info.buildNumber}</dd>
        <dt>{t("version.buildDate")}</dt>
        <dd>{built ?? t("version.unknown")}</dd>
        <dt>{t("version.commit")}</dt>
        <dd>
          <code title={info.commitHash}>{shortHash(info.commitHash)}</code>
        </dd>
        <dt>{t("version.status")}</dt>
        <dd>
          <span className={isNew ? "version-status version-status-new" : "version-status"}>
            {isNew ? t("version.statusNew") : t("version.statusCurrent")}
          </span>
        </dd>
      </dl>
      <h2>{t("version.featuresTitle")}</h2>
      <ul className="version-features">
        {info.features.map((id) => (
          <li key={id}>{t(`version.features.${id}` as DataKey, { defaultValue: id })}</li>
        ))}
      </ul>
    </>
  );
}
