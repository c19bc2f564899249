import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { readStored, writeStored } from "../../lib/storage";
import {
  acknowledgeVersion,
  fetchVersionInfo,
  isNewerVersion,
  UPDATE_NOTICE_SNOOZE_MS,
} from "./version-info";
import "./update-notice.css";

/**
 * Tells a returning visitor that Twirl was updated since their last visit. A first visit has
 * nothing to compare with, so it only remembers the version; a dismissal snoozes it for 24 h.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const [unseen, setUnseen] = useState<string | null>(null);

  useEffect(() => {
    const dismissedAt = readStored("appUpdateNotificationDismissed");
    // Snoozed: not even asking keeps the play screen's start free of a needless request.
    if (dismissedAt !== null && Date.now() - dismissedAt < UPDATE_NOTICE_SNOOZE_MS) return;
    const controller = new AbortController();
    void fetchVersionInfo(controller.signal).then((info) => {
      if (!info || controller.signal.aborted) return;
      writeStored("appLastUpdateCheck", Date.now());
      const seen = readStored("appCurrentVersion");
      if (seen === null) acknowledgeVersion(info.version);
      else if (isNewerVersion(info.version, seen)) setUnseen(info.version);
    });
    return () => controller.abort();
  }, []);

  if (unseen === null) return null;

  const dismiss = () => {
    writeStored("appUpdateNotificationDismissed", Date.now());
    acknowledgeVersion(unseen);
    setUnseen(null);
  };

  return (
    <aside className="update-notice" aria-label={t("updateNotice.label")}>
      <p className="update-notice-text" role="status">
        {t("updateNotice.message", { version: unseen })}
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
