import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstGesture } from "#web/lib/first-gesture.ts";

// The check and its notice (update-notice-bar.tsx) load on the visitor's first move, touch or
// key, not with the page: a returning visitor hears of an update as soon as they act.
const Notice = lazy(() => import("./update-notice-bar"));

/** Tells a returning visitor that Twirl was updated since their last visit. */
export function UpdateNotice() {
  const [moved, setMoved] = useState(false);
  useEffect(() => onFirstGesture(() => setMoved(true)), []);
  return (
    moved && (
      <Suspense fallback={null}>
        <Notice />
      </Suspense>
    )
  );
}
