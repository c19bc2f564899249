import { useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Link } from "#web/lib/router.tsx";
import {
  acknowledgeVersion,
  isUnseenVersion,
  RUNNING_VERSION,
  UPDATE_NOTICE_SNOOZE_MS,
} from "#web/lib/seen-version.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import "./update-notice.css";

/**
 * The release this browser has not seen yet, or null. A first visit has nothing to compare
 * with, so it only remembers the version; within 24 h of a dismissal nothing is checked.
 */
function unseenUpdate(): string | null {
  const dismissedAt = readStored("appUpdateNotificationDismissed");
  if (dismissedAt !== null && Date.now() - dismissedAt < UPDATE_NOTICE_SNOOZE_MS) return null;
  writeStored("appLastUpdateCheck", Date.now());
  const seen = readStored("appCurrentVersion");
  if (seen === null) acknowledgeVersion(RUNNING_VERSION);
  return isUnseenVersion(RUNNING_VERSION, seen) ? RUNNING_VERSION : null;
}

/**
 * The notice, when there is news: the page knows its own release, so this asks the server
 * nothing. Checked once, when it mounts.
 */
export default function UpdateNotice() {
  const [version, setVersion] = useState(unseenUpdate);
  return version && <UpdateNoticeBar version={version} onDismissed={() => setVersion(null)} />;
}

/** The notice: what's new, or dismiss (snoozed for 24 h). */
function UpdateNoticeBar({ version, onDismissed }: { version: string; onDismissed(): void }) {
  const { t } = useAreaTranslation("dialogs");
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
