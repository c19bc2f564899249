import { lazy, Suspense, useEffect, useState } from "react";
import { withStrings } from "../../lib/area-strings";
import { readStored, writeStored } from "../../lib/storage";
import {
  acknowledgeVersion,
  fetchVersionInfo,
  isNewerVersion,
  UPDATE_NOTICE_SNOOZE_MS,
} from "./version-info";

// The check is part of the page; the notice itself loads only when there is news.
const UpdateNoticeBar = lazy(
  withStrings("dialogs", () =>
    import("./update-notice-bar").then((m) => ({ default: m.UpdateNoticeBar })),
  ),
);

/**
 * Tells a returning visitor that Twirl was updated since their last visit. A first visit has
 * nothing to compare with, so it only remembers the version; a dismissal snoozes it for 24 h.
 */
export function UpdateNotice() {
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
  return (
    <Suspense fallback={null}>
      <UpdateNoticeBar version={unseen} onDismissed={() => setUnseen(null)} />
    </Suspense>
  );
}
