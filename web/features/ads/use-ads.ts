import { useSyncExternalStore } from "react";
import { type AdsConfig, readAds, useConfigPart } from "#web/lib/client-config.ts";
import { useConsent } from "#web/lib/consent-state.tsx";

/** The configured provider when consent lets its script load; null means no ad slot at all. */
export function useAdProvider(): AdsConfig | null {
  const ads = useConfigPart(readAds);
  const { adsAllowed } = useConsent();
  return adsAllowed ? ads : null;
}

const onResize = (notify: () => void) => {
  window.addEventListener("resize", notify);
  return () => window.removeEventListener("resize", notify);
};

/** The window's inner size, following resizes (the layout rule needs height as well as width). */
export function useViewportSize(): { width: number; height: number } {
  const width = useSyncExternalStore(onResize, () => window.innerWidth);
  const height = useSyncExternalStore(onResize, () => window.innerHeight);
  return { width, height };
}
