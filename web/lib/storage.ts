/**
 * Every localStorage key Twirl uses, in one place. Values are JSON; each is validated when
 * read, and a value that fails is removed and the default used instead.
 */
type Check<T> = (value: unknown) => value is T;

type Entry<T> = { key: string; check: Check<T>; fallback: T };

const isBoolean: Check<boolean> = (v): v is boolean => typeof v === "boolean";
const isString: Check<string> = (v): v is string => typeof v === "string";
const isNumber: Check<number> = (v): v is number => typeof v === "number" && Number.isFinite(v);
const oneOf =
  <const T extends string>(...values: T[]): Check<T> =>
  (v): v is T =>
    typeof v === "string" && (values as string[]).includes(v);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v): v is T | null =>
    v === null || check(v);
const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(check);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export type ConsentRecord = {
  essential: true;
  analytics: boolean;
  advertising: boolean;
  functional: boolean;
  timestamp: string;
  version: "1.0";
};
const isConsentRecord: Check<ConsentRecord> = (v): v is ConsentRecord =>
  isRecord(v) &&
  v.essential === true &&
  isBoolean(v.analytics) &&
  isBoolean(v.advertising) &&
  isBoolean(v.functional) &&
  isString(v.timestamp) &&
  !Number.isNaN(Date.parse(v.timestamp)) &&
  v.version === "1.0";

const entry = <T>(key: string, check: Check<T>, fallback: T): Entry<T> => ({
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
  funModeGameType: entry(
    "funModeGameType",
    oneOf("just-spinner", "trivia", "would-you-rather", "which-one-you-are", "truth-dare"),
    "just-spinner",
  ),
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
  spinnerName: entry("spinnerName", isString, ""),
  sidebarSettings: entry("sidebarSettings", nullable(isRecord), null),
  adBlockerNoticeDismissed: entry("adBlockerNoticeDismissed", isBoolean, false),
} as const;

type Store = typeof STORAGE;
export type StorageName = keyof Store;
export type StoredValue<N extends StorageName> = Store[N] extends Entry<infer T> ? T : never;

/**
 * The question loader's keys (their names are built in core/questions/question-progress.ts):
 * used ids and current block per game, season and language, and the index's generatedAt.
 */
const QUESTION_KEYS: [RegExp, Check<unknown>, unknown][] = [
  [/^usedQuestions_/, arrayOf(isNumber), []],
  [/^currentBlock_/, nullable(isNumber), null],
  [/^indexUpdated_/, nullable(isString), null],
];

export function questionEntry(key: string): Entry<unknown> {
  const match = QUESTION_KEYS.find(([pattern]) => pattern.test(key));
  if (!match) throw new Error(`Not a question loader key: ${key}`);
  return entry(key, match[1], match[2]);
}

/** The loader's storage: every value validated on read like the rest. */
export const questionStorage = {
  read: (key: string) => readEntry(questionEntry(key)),
  write: (key: string, value: unknown) => writeEntry(questionEntry(key), value),
  remove: (key: string) => removeEntry(questionEntry(key)),
};

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
