import { useState } from "react";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { isDesktopAdLayout, MOBILE_AD_SIZE } from "./ad-layout";
import { AdSlot } from "./ad-slot";
import { useAdProvider, useViewportSize } from "./use-ads";

/**
 * The 320x50 banner at the bottom of the screen outside the desktop layout, just above the
 * consent banner while that is open; closing it is remembered.
 */
export function MobileAdBanner() {
  const ads = useAdProvider();
  const { width, height } = useViewportSize();
  const [closed, setClosed] = useState(() => readStored("mobileAdClosed"));
  if (!ads || isDesktopAdLayout(width, height) || closed) return null;
  return (
    <AdSlot
      ads={ads}
      size={MOBILE_AD_SIZE}
      className="mobile-ad"
      onClose={() => {
        writeStored("mobileAdClosed", true);
        setClosed(true);
      }}
    />
  );
}
