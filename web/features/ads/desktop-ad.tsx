import { useState } from "react";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { desktopAdSize } from "./ad-layout";
import { AdSlot } from "./ad-slot";
import { useAdProvider, useViewportSize } from "./use-ads";

/** The side slot of the desktop layout, sized by the space it has; closing it is remembered. */
export function DesktopAd() {
  const ads = useAdProvider();
  const { width, height } = useViewportSize();
  const [closed, setClosed] = useState(() => readStored("adsClosed"));
  const size = desktopAdSize(width, height);
  if (!ads || !size || closed) return null;
  return (
    <AdSlot
      ads={ads}
      size={size}
      className="desktop-ad"
      onClose={() => {
        writeStored("adsClosed", true);
        setClosed(true);
      }}
    />
  );
}
