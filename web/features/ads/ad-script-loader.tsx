import { useEffect, useSyncExternalStore } from "react";
import type { AdsConfig } from "#web/lib/client-config.ts";

export type AdScriptStatus = "idle" | "loading" | "loaded" | "failed";

// One script per page, whichever slot asks first: module state shared by every slot.
let status: AdScriptStatus = "idle";
let element: HTMLScriptElement | null = null;
const listeners = new Set<() => void>();

function setStatus(next: AdScriptStatus) {
  status = next;
  for (const notify of listeners) notify();
}

/** The script's address with `client=<id>` added unless the configured URL already names one. */
export function adScriptSrc(ads: AdsConfig): string {
  const url = new URL(ads.scriptUrl);
  if (url.searchParams.has("client")) return url.href;
  const client = `client=${encodeURIComponent(ads.clientId)}`;
  url.search = url.search ? `${url.search}&${client}` : `?${client}`;
  return url.href;
}

/** Adds the script once; a load error (a blocker, a network failure) marks it failed. */
export function loadAdScript(ads: AdsConfig): void {
  if (status !== "idle") return;
  setStatus("loading");
  const script = document.createElement("script");
  script.async = true;
  script.src = adScriptSrc(ads);
  script.addEventListener("load", () => setStatus("loaded"));
  script.addEventListener("error", () => setStatus("failed"));
  element = script;
  document.head.append(script);
}

export function useAdScriptStatus(): AdScriptStatus {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => status,
  );
}

/** Rendered by a visible slot: loads the provider's script then (only after consent allows). */
export function AdScriptLoader({ ads }: { ads: AdsConfig }) {
  useEffect(() => loadAdScript(ads), [ads]);
  return null;
}

/** Tests only: forget the script so the next slot loads it again. */
export function resetAdScript(): void {
  element?.remove();
  element = null;
  status = "idle";
}
