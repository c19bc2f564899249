import { lazy, Suspense, useEffect, useState } from "react";
import { isNewerVersion } from "#core/app/versions.ts";
import { withStrings } from "#web/lib/area-strings.ts";
import {
  acknowledgeVersion,
  RUNNING_VERSION,
  UPDATE_NOTICE_SNOOZE_MS,
} from "#web/lib/seen-version.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";

// The check is part of the page; the notice itself loads only when there is news.
const UpdateNoticeBar = lazy(
  withStrings("dialogs", () =>
    import("./update-notice-bar").then((m) => ({ default: m.UpdateNoticeBar })),
  ),
);

/**
 * Tells a returning visitor that Twirl was updated since their last visit. The page knows its
 * own release, so this asks the server nothing. A first visit has nothing to compare with,
 * so it only remembers the version; a dismissal snoozes the notice for 24 h.
 */
export function UpdateNotice() {
  const [unseen, setUnseen] = useState<string | null>(null);

  useEffect(() => {
    const dismissedAt = readStored("appUpdateNotificationDismissed");
    if (dismissedAt !== null && Date.now() - dismissedAt < UPDATE_NOTICE_SNOOZE_MS) return;
    writeStored("appLastUpdateCheck", Date.now());
    const seen = readStored("appCurrentVersion");
    if (seen === null) acknowledgeVersion(RUNNING_VERSION);
    else if (isNewerVersion(RUNNING_VERSION, seen)) setUnseen(RUNNING_VERSION);
  }, []);

  if (unseen === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNoticeBar version={unseen} onDismissed={() => setUnseen(null)} />
    </Suspense>
  );
}
