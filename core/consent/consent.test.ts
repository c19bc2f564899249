import { describe, expect, it } from "vitest";
import {
  acceptAll,
  CONSENT_REQUIRED_REGIONS,
  type ConsentRecord,
  declineAll,
  isConsentRequired,
  mayLoadAds,
  regionFromLanguage,
  saveChoices,
  shouldShowBanner,
  summaryOf,
  type UserLocation,
} from "./consent";

const NOW = new Date("2025-03-04T05:06:07.890Z");
const custom = (analytics: boolean, advertising: boolean, functional = false): ConsentRecord =>
  saveChoices({ analytics, advertising, functional }, NOW).record;

describe("consent-required regions", () => {
  it("are 29: the EU's 27 plus GB and CH", () => {
    expect(CONSENT_REQUIRED_REGIONS).toHaveLength(29);
    expect(new Set(CONSENT_REQUIRED_REGIONS).size).toBe(29);
    for (const r of ["DE", "FR", "GB", "CH", "SE", "IE"]) expect(isConsentRequired(r)).toBe(true);
    for (const r of ["US", "NO", "IS", "LI", "BR", "IN", "JP"]) {
      expect(isConsentRequired(r)).toBe(false);
    }
  });
});

describe("regionFromLanguage", () => {
  it.each([
    ["de-DE", "DE"],
    ["en-GB", "GB"],
    ["fr-ch", "CH"],
    ["pt_PT", "PT"],
    ["zh-Hant-TW", "TW"],
    ["es-419", "419"],
    ["en-US", "US"],
    ["de", "US"],
    ["", "US"],
    [undefined, "US"],
    ["not a tag!", "US"],
  ])("%s → %s", (tag, region) => {
    expect(regionFromLanguage(tag)).toBe(region);
  });
});

describe("shouldShowBanner: the full decision table", () => {
  const stored: [string, ConsentRecord | null][] = [
    ["no consent", null],
    ["accepted", acceptAll(NOW).record],
    ["declined", declineAll(NOW).record],
    ["customized", custom(false, true)],
  ];
  const locations: (UserLocation | null)[] = [null, "EEA", "NON-EEA"];
  const regions = ["DE", "US"];
  const rows = stored.flatMap(([label, consent]) =>
    locations.flatMap((location) =>
      regions.map((region) => ({ label, consent, location, region })),
    ),
  );

  it.each(rows)("$label, location $location, region $region", (row) => {
    const result = shouldShowBanner(row);
    if (row.consent) {
      // Any stored choice hides the banner and stores no location.
      expect(result).toEqual({ show: false, location: null });
    } else if (row.region === "DE") {
      expect(result).toEqual({ show: true, location: "EEA" });
    } else if (row.location === null) {
      expect(result).toEqual({ show: true, location: "NON-EEA" });
    } else {
      expect(result).toEqual({ show: false, location: null });
    }
  });
});

describe("the stored records", () => {
  it("Accept All: all four true, accepted", () => {
    expect(acceptAll(NOW)).toEqual({
      record: {
        essential: true,
        analytics: true,
        advertising: true,
        functional: true,
        timestamp: "2025-03-04T05:06:07.890Z",
        version: "1.0",
      },
      summary: "accepted",
    });
  });

  it("Decline: essential only, declined", () => {
    expect(declineAll(NOW)).toEqual({
      record: {
        essential: true,
        analytics: false,
        advertising: false,
        functional: false,
        timestamp: "2025-03-04T05:06:07.890Z",
        version: "1.0",
      },
      summary: "declined",
    });
  });

  it("Save Settings: the toggles as chosen, essential on, customized", () => {
    const { record, summary } = saveChoices(
      { analytics: false, advertising: true, functional: true },
      NOW,
    );
    expect(record).toEqual({
      essential: true,
      analytics: false,
      advertising: true,
      functional: true,
      timestamp: NOW.toISOString(),
      version: "1.0",
    });
    expect(summary).toBe("customized");
  });
});

describe("summaryOf (merged)", () => {
  it.each([
    [true, true, "accepted"],
    [true, false, "customized"],
    [false, true, "customized"],
    [false, false, "declined"],
  ] as const)("analytics %s, advertising %s → %s", (analytics, advertising, summary) => {
    // Functional never counts.
    expect(summaryOf(custom(analytics, advertising, true))).toBe(summary);
    expect(summaryOf(custom(analytics, advertising, false))).toBe(summary);
  });
});

describe("mayLoadAds: the full decision table", () => {
  const table: [string, ConsentRecord | null, UserLocation | null, boolean][] = [
    ["EEA, no choice", null, "EEA", false],
    ["EEA, accepted", acceptAll(NOW).record, "EEA", true],
    ["EEA, declined", declineAll(NOW).record, "EEA", false],
    ["EEA, advertising on", custom(false, true), "EEA", true],
    ["EEA, advertising off", custom(true, false), "EEA", false],
    ["NON-EEA, no choice", null, "NON-EEA", true],
    ["NON-EEA, accepted", acceptAll(NOW).record, "NON-EEA", true],
    ["NON-EEA, declined", declineAll(NOW).record, "NON-EEA", false],
    ["NON-EEA, advertising on", custom(false, true), "NON-EEA", true],
    ["NON-EEA, advertising off", custom(true, false), "NON-EEA", false],
    ["unknown location, no choice", null, null, false],
    ["unknown location, advertising on", custom(false, true), null, true],
    ["unknown location, declined", declineAll(NOW).record, null, false],
  ];
  it.each(table)("%s → %s", (_label, consent, location, expected) => {
    expect(mayLoadAds({ consent, location })).toBe(expected);
  });
});
