/**
 * Every localStorage key Twirl uses, in one place (the question loader's, in
 * question-storage.ts; the results' account keys, loaded with the results, in
 * features/results/results-store.ts; the celebration's, loaded with the winner's card and
 * the styles panel, in celebration-storage.ts). Values are JSON; each is validated when read, and a value that fails
 * is removed and the default used instead.
 */
import { isConsentRecord } from "#core/consent/consent.ts";
import { GAME_TYPES } from "#core/games.ts";
import { isSpinTime, SPIN_TOTAL_MS } from "#core/spin/spin-timeline.ts";
import { SPINNER_NAME_MAX } from "#core/validation/limits.ts";
export type Check<T> = (value: unknown) => value is T;

export type Entry<T> = { key: string; check: Check<T>; fallback: T };

const isBoolean: Check<boolean> = (v): v is boolean => typeof v === "boolean";
export const isString: Check<string> = (v): v is string => typeof v === "string";
export const isNumber: Check<number> = (v): v is number =>
  typeof v === "number" && Number.isFinite(v);
const oneOf =
  <const T extends string>(...values: T[]): Check<T> =>
  (v): v is T =>
    typeof v === "string" && (values as string[]).includes(v);
export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v): v is T | null =>
    v === null || check(v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const entry = <T>(key: string, check: Check<T>, fallback: T): Entry<T> => ({
  key,
  check,
  fallback,
});

/**
 * Keys with a value of their own type. Lists whose entries have domain rules (participants,
 * results) are stored as arrays here and checked entry by entry by their own feature.
 */
export const STORAGE = {
  theme: entry("theme", nullable(oneOf("light", "dark")), null),
  language: entry("language", nullable(isString), null),
  savedParticipants: entry("savedParticipants", nullable(Array.isArray as Check<unknown[]>), null),
  audioEnabled: entry("audioEnabled", isBoolean, true),
  removeWinnerAfterPick: entry("removeWinnerAfterPick", isBoolean, false),
  showAdultSpinners: entry("showAdultSpinners", isBoolean, false),
  funModeGameType: entry("funModeGameType", oneOf(...GAME_TYPES), "just-spinner"),
  adsClosed: entry("adsClosed", isBoolean, false),
  mobileAdClosed: entry("mobileAdClosed", isBoolean, false),
  appCurrentVersion: entry("app_current_version", nullable(isString), null),
  appLastUpdateCheck: entry("app_last_update_check", nullable(isNumber), null),
  appUpdateNotificationDismissed: entry(
    "app_update_notification_dismissed",
    nullable(isNumber),
    null,
  ),
  consent: entry("gdprConsent", nullable(isConsentRecord), null),
  consentSummary: entry(
    "cookieConsent",
    nullable(oneOf("accepted", "customized", "declined")),
    null,
  ),
  userLocation: entry("userLocation", nullable(oneOf("EEA", "NON-EEA")), null),
  spinResults: entry("spinResults", Array.isArray as Check<unknown[]>, []),
  guidanceShown: entry("guidanceShown", isBoolean, false),
  spinHintShown: entry("spinHintShown", isBoolean, false),
  selectedSpinner: entry("selectedSpinner", nullable(isString), null),
  spinnerName: entry(
    "spinnerName",
    (v): v is string => isString(v) && v.length <= SPINNER_NAME_MAX,
    "",
  ),
  sidebarSettings: entry("sidebarSettings", nullable(isRecord), null),
  spinTime: entry("spinTime", isSpinTime, SPIN_TOTAL_MS),
  // Checked field by field where it is read (core/spinners/wheel-look.ts).
  wheelLook: entry("wheelLook", nullable(isRecord), null),
  adBlockerNoticeDismissed: entry("adBlockerNoticeDismissed", isBoolean, false),
} as const;

type Store = typeof STORAGE;
export type StorageName = keyof Store;
export type StoredValue<N extends StorageName> = Store[N] extends Entry<infer T> ? T : never;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readEntry<T>(e: Entry<T>): T {
  const raw = storage()?.getItem(e.key);
  if (raw == null) return e.fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (e.check(value)) return value;
  } catch {
    // not JSON: corrupt, removed below
  }
  removeEntry(e);
  return e.fallback;
}

export function writeEntry<T>(e: Entry<T>, value: T): void {
  try {
    storage()?.setItem(e.key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the setting lasts for this page only
  }
}

export function removeEntry(e: Entry<unknown>): void {
  try {
    storage()?.removeItem(e.key);
  } catch {
    // storage disabled
  }
}

export const readStored = <N extends StorageName>(name: N): StoredValue<N> =>
  readEntry(STORAGE[name] as Entry<StoredValue<N>>);
export const writeStored = <N extends StorageName>(name: N, value: StoredValue<N>): void =>
  writeEntry(STORAGE[name] as Entry<StoredValue<N>>, value);
export const removeStored = (name: StorageName): void => removeEntry(STORAGE[name]);
