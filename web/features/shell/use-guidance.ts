import { useEffect, useState } from "react";
import { readStored, writeStored } from "#web/lib/storage.ts";

export const GUIDANCE_DELAY_MS = 2500;
export const GUIDANCE_DURATION_MS = 10_000;

/** First visit only: highlight the menu button 2.5 s after load, for 10 s or until clicked. */
export function useGuidance() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (readStored("guidanceShown")) return;
    let hide: number | undefined;
    const show = window.setTimeout(() => {
      setVisible(true);
      writeStored("guidanceShown", true);
      hide = window.setTimeout(() => setVisible(false), GUIDANCE_DURATION_MS);
    }, GUIDANCE_DELAY_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);
  return { visible, dismiss: () => setVisible(false) };
}
