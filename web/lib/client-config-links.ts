import type { ClientConfigResponse } from "#core/contracts/client-config.ts";
import { isWebUrl, readAds, useConfigPart } from "./client-config";

/**
 * GET /api/client-config as the web reads it: contact addresses null when the answer has none
 * (a server older than that field, mid-deploy), so the links still work without them; ads
 * null (or an older server without the field) shows no ads at all. Checked by hand, not by
 * the contract's zod schema, to keep zod out of the pages that show the links.
 */
export type ClientConfig = Omit<ClientConfigResponse, "emails"> & {
  emails: ClientConfigResponse["emails"] | null;
};

// Addresses become mailto: links: one @, no spaces, nothing that could break out of the URL.
const isEmail = (v: unknown): v is string =>
  typeof v === "string" && /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(v);

/** These values become hrefs and iframe sources, so anything unexpected is refused. */
function parseClientConfig(body: unknown): ClientConfig | null {
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
  return {
    social: social as ClientConfig["social"],
    blogUrl: c.blogUrl,
    testimonialsUrl: c.testimonialsUrl,
    tutorialVideoUrl: video ?? null,
    emails: emails && { support: emails.support, privacy: emails.privacy, legal: emails.legal },
    ads: readAds(body),
  };
}

/** Null until the config arrives, and for good when it cannot be loaded. */
export const useClientConfig = (): ClientConfig | null => useConfigPart(parseClientConfig);
