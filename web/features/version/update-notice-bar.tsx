import { Link } from "#web/lib/router.tsx";
import { acknowledgeVersion } from "#web/lib/seen-version.ts";
import { writeStored } from "#web/lib/storage.ts";
import { useTranslation } from "#web/lib/translator.ts";
import "./update-notice.css";

/** The notice: what's new, or dismiss (snoozed for 24 h). */
export function UpdateNoticeBar({
  version,
  onDismissed,
}: {
  version: string;
  onDismissed(): void;
}) {
  const { t } = useTranslation("dialogs");
  const dismiss = () => {
    writeStored("appUpdateNotificationDismissed", Date.now());
    acknowledgeVersion(version);
    onDismissed();
  };

  return (
    <aside className="update-notice" aria-label={t("updateNotice.label")}>
      <p className="update-notice-text" role="status">
        {t("updateNotice.message", { version })}
      </p>
      <div className="update-notice-actions">
        <Link to="/help/version" className="update-notice-link">
          {t("updateNotice.whatsNew")}
        </Link>
        <button type="button" className="update-notice-dismiss" onClick={dismiss}>
          {t("updateNotice.dismiss")}
        </button>
      </div>
    </aside>
  );
}
