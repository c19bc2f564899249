import { useEffect, useState } from "react";
import type { ClientConfigResponse } from "#core/contracts/client-config.ts";
import { afterNextPaint } from "./after-next-paint";

/**
 * GET /api/client-config, fetched once a page load and shared. The first screen reads only
 * its ads part here; the links and addresses are read by client-config-links.ts, which loads
 * with the footer, the info section and the help pages.
 */
let pending: Promise<unknown> | undefined;
let loaded: unknown;

/**
 * The answer's body; null when it cannot be had. Asked for once the first screen has painted:
 * nothing on it waits for the config.
 */
export function loadClientConfig(): Promise<unknown> {
  pending ??= new Promise<void>((resolve) => afterNextPaint(resolve))
    .then(() => fetch("/api/client-config", { headers: { accept: "application/json" } }))
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null)
    .then((body: unknown) => {
      loaded = body;
      return body;
    });
  return pending;
}

/** One part of the config, checked by `read`: null until it arrives, and when it is unusable. */
export function useConfigPart<T>(read: (body: unknown) => T | null): T | null {
  const [part, setPart] = useState(() => (loaded === undefined ? null : read(loaded)));
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((body) => live && setPart(read(body)));
    return () => {
      live = false;
    };
  }, [read]);
  return part;
}

export const isWebUrl = (v: unknown): v is string =>
  typeof v === "string" && /^https?:\/\//i.test(v);

export type AdsConfig = NonNullable<ClientConfigResponse["ads"]>;

/** The ads provider; the script URL becomes a <script src>, so anything but a web address is none. */
export function readAds(body: unknown): AdsConfig | null {
  const a = (body as { ads?: Partial<AdsConfig> } | null)?.ads;
  return a && isWebUrl(a.scriptUrl) && typeof a.clientId === "string"
    ? { scriptUrl: a.scriptUrl, clientId: a.clientId }
    : null;
}

/** Tests only: forget the shared request so the next caller fetches again. */
export function resetClientConfig(): void {
  pending = undefined;
  loaded = undefined;
}
