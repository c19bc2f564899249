import { useEffect, useState } from "react";
import type { ClientConfigResponse } from "#core/contracts/client-config.ts";

/**
 * GET /api/client-config as the web reads it: contact addresses null when the answer has none
 * (a server older than that field, mid-deploy), so the links still work without them; ads
 * null (or an older server without the field) shows no ads at all. Checked by hand, not by
 * the contract's zod schema, to keep zod off the first screen.
 */
export type ClientConfig = Omit<ClientConfigResponse, "emails"> & {
  emails: ClientConfigResponse["emails"] | null;
};

let pending: Promise<ClientConfig | null> | undefined;
let loaded: ClientConfig | null = null;

const isWebUrl = (v: unknown): v is string => typeof v === "string" && /^https?:\/\//i.test(v);
// Addresses become mailto: links: one @, no spaces, nothing that could break out of the URL.
const isEmail = (v: unknown): v is string =>
  typeof v === "string" && /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(v);

/** These values become hrefs and iframe sources, so anything unexpected is refused. */
function parse(body: unknown): ClientConfig | null {
  if (typeof body !== "object" || body === null) return null;
  const c = body as Partial<ClientConfig>;
  const social = c.social;
  if (!social || !Object.values(social).every(isWebUrl) || Object.keys(social).length !== 5) {
    return null;
  }
  if (!isWebUrl(c.blogUrl) || !isWebUrl(c.testimonialsUrl)) return null;
  const video = c.tutorialVideoUrl;
  if (video !== null && !isWebUrl(video)) return null;
  const e = c.emails;
  const emails = e && [e.support, e.privacy, e.legal].every(isEmail) ? e : null;
  // The script URL becomes a <script src>: anything but a web address means no ads.
  const a = c.ads;
  const ads = a && isWebUrl(a.scriptUrl) && typeof a.clientId === "string" ? a : null;
  return {
    social: social as ClientConfig["social"],
    blogUrl: c.blogUrl,
    testimonialsUrl: c.testimonialsUrl,
    tutorialVideoUrl: video ?? null,
    emails: emails && { support: emails.support, privacy: emails.privacy, legal: emails.legal },
    ads: ads && { scriptUrl: ads.scriptUrl, clientId: ads.clientId },
  };
}

/** One request per page load, shared by every caller; a failure resolves to null. */
export function loadClientConfig(): Promise<ClientConfig | null> {
  pending ??= fetch("/api/client-config", { headers: { accept: "application/json" } })
    .then((res) => (res.ok ? res.json() : null))
    .then(parse)
    .catch(() => null)
    .then((config) => {
      loaded = config;
      return config;
    });
  return pending;
}

/** Null until the config arrives, and for good when it cannot be loaded. */
export function useClientConfig(): ClientConfig | null {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Tests only: forget the shared request so the next caller fetches again. */
export function resetClientConfig(): void {
  pending = undefined;
  loaded = null;
}
