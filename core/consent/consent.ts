/**
 * The consent rules: when the banner shows, what each choice stores, the merged
 * summary and whether the ad script may load. Pure: the caller reads storage and the clock.
 */

export const CONSENT_VERSION = "1.0";

/** Regions whose visitors must opt in before ads load (from the browser language's region). */
// One string split at load: 29 quoted entries would cost the first chunk more bytes.
export const CONSENT_REQUIRED_REGIONS: readonly string[] =
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB CH".split(
    " ",
  );

export const DEFAULT_REGION = "US";

export type ConsentRecord = {
  essential: true;
  analytics: boolean;
  advertising: boolean;
  functional: boolean;
  timestamp: string;
  version: typeof CONSENT_VERSION;
};
/** A stored record, checked field by field: anything else is no decision at all. */
export function isConsentRecord(v: unknown): v is ConsentRecord {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return (
    r.essential === true &&
    typeof r.analytics === "boolean" &&
    typeof r.advertising === "boolean" &&
    typeof r.functional === "boolean" &&
    typeof r.timestamp === "string" &&
    !Number.isNaN(Date.parse(r.timestamp)) &&
    r.version === CONSENT_VERSION
  );
}

export type ConsentChoices = Pick<ConsentRecord, "analytics" | "advertising" | "functional">;
export type ConsentSummary = "accepted" | "customized" | "declined";
export type UserLocation = "EEA" | "NON-EEA";
/** What a button stores: the record and the summary (accepted, customized, declined). */
export type ConsentDecision = { record: ConsentRecord; summary: ConsentSummary };

/** "de-DE" → "DE", "zh-Hant-TW" → "TW"; a tag without a region (or no valid tag) → "US". */
export function regionFromLanguage(tag: string | null | undefined): string {
  if (!tag) return DEFAULT_REGION;
  try {
    return new Intl.Locale(tag.replace(/_/g, "-")).region?.toUpperCase() ?? DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION; // not a BCP 47 tag
  }
}

export function isConsentRequired(region: string): boolean {
  return CONSENT_REQUIRED_REGIONS.includes(region.toUpperCase());
}

/**
 * Shown when no consent is stored and either the region requires consent (location EEA) or
 * no location is stored yet (location NON-EEA). `location` is what to store; null stores
 * nothing. So a NON-EEA visitor who only closes the banner does not see it again.
 */
export function shouldShowBanner(input: {
  consent: ConsentRecord | null;
  location: UserLocation | null;
  region: string;
}): { show: boolean; location: UserLocation | null } {
  if (input.consent) return { show: false, location: null };
  if (isConsentRequired(input.region)) return { show: true, location: "EEA" };
  if (input.location === null) return { show: true, location: "NON-EEA" };
  return { show: false, location: null };
}

const record = (choices: ConsentChoices, now: Date): ConsentRecord => ({
  essential: true,
  analytics: choices.analytics,
  advertising: choices.advertising,
  functional: choices.functional,
  timestamp: now.toISOString(),
  version: CONSENT_VERSION,
});

export const acceptAll = (now: Date): ConsentDecision => ({
  record: record({ analytics: true, advertising: true, functional: true }, now),
  summary: "accepted",
});

export const declineAll = (now: Date): ConsentDecision => ({
  record: record({ analytics: false, advertising: false, functional: false }, now),
  summary: "declined",
});

/** Save Settings marks the choice customized whatever the toggles say, even all on or off. */
export const saveChoices = (choices: ConsentChoices, now: Date): ConsentDecision => ({
  record: record(choices, now),
  summary: "customized",
});

/** The merged summary: both advertising and analytics on, one of them, or neither. */
export function summaryOf(consent: ConsentRecord): ConsentSummary {
  const on = Number(consent.advertising) + Number(consent.analytics);
  return on === 2 ? "accepted" : on === 1 ? "customized" : "declined";
}

/**
 * In consent-required regions advertising must be explicitly true; elsewhere only not false,
 * so a visitor who has not chosen yet sees ads. An unknown location counts as consent-required:
 * it only happens when storage lost the location, and opting in is the safe reading.
 */
export function mayLoadAds(input: {
  consent: ConsentRecord | null;
  location: UserLocation | null;
}): boolean {
  const advertising = input.consent?.advertising;
  return input.location === "NON-EEA" ? advertising !== false : advertising === true;
}
