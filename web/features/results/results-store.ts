import { useSyncExternalStore } from "react";
import type { AccountResult } from "#core/contracts/results.ts";
import { accountAccepts } from "#core/results/account-rule.ts";
import {
  addResult,
  type GameOutcome,
  isSpinResult,
  type SpinResult,
  setOutcome,
  shouldRecord,
} from "#core/results/results.ts";
import type { AccountState } from "#web/lib/account.ts";
import {
  entry,
  isString,
  readEntry,
  readStored,
  removeStored,
  STORAGE,
  writeEntry,
  writeStored,
} from "#web/lib/storage.ts";

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
/** The storage keys of signed-in results (the results store loads them, not the page). */
const KEYS = {
  /** Per user: results recorded signed in that could not reach the server yet. */
  outbox: entry(
    "resultsOutbox",
    (v): v is Record<string, unknown[]> =>
      typeof v === "object" && v !== null && Object.values(v).every(Array.isArray),
    {},
  ),
  /** The users whose first sign-in here moved this browser's results into their account. */
  movedFor: entry("resultsMovedFor", isStringList, []),
  /** The users for whom this browser's results were then cleared (once). */
  clearedFor: entry("resultsClearedFor", isStringList, []),
};

/**
 * The spin results: in this browser for a visitor, in the account for a signed-in person.
 * The store loads with the first spin (or the Results tab), not with the page: nothing on
 * the first screen shows results.
 *
 * Signed in, the first time on this device, the browser's results move into the account
 * (each id once, so a retry or a second tab never makes two rows), then the browser's list
 * is cleared; both steps are flagged per user. A result the server could not be reached for
 * waits in an outbox for that user and goes in with the next load.
 */
export type ResultsView = {
  source: "device" | "account";
  status: "loading" | "ready" | "failed";
  list: SpinResult[];
};

type AccountMode = { userId: string; status: ResultsView["status"]; list: SpinResult[] };

/** null: on this device. Undefined: who is signed in is not known yet. */
let account: AccountMode | null | undefined;
let device: { raw: string | null; list: SpinResult[] } = { raw: null, list: [] };
let view: ResultsView = { source: "device", status: "ready", list: [] };
const listeners = new Set<() => void>();
/** Account requests go one after another, so an outcome never overtakes its result. */
let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
};
/** Resolves once the store knows whether someone is signed in. */
let known: Promise<void>;
let settle: () => void = () => {};

/** The view as it is now; the device's list is read again when storage changed. */
function current(): ResultsView {
  const next: ResultsView = account
    ? { source: "account", status: account.status, list: account.list }
    : { source: "device", status: "ready", list: deviceResults() };
  if (next.source !== view.source || next.status !== view.status || next.list !== view.list) {
    view = next;
  }
  return view;
}

function notify() {
  current();
  for (const listener of listeners) listener();
}

function storedText(): string | null {
  try {
    return localStorage.getItem(STORAGE.spinResults.key);
  } catch {
    return null; // storage disabled: the list in memory is all there is
  }
}

/** This browser's results, newest first; a bad stored entry is dropped, the rest kept. */
function deviceResults(): SpinResult[] {
  const raw = storedText();
  if (raw === device.raw) return device.list;
  const stored = readStored("spinResults");
  const valid = stored.filter(isSpinResult);
  if (valid.length !== stored.length) writeStored("spinResults", valid);
  device = { raw: storedText(), list: valid.sort((a, b) => b.timestamp - a.timestamp) };
  return device.list;
}

function saveDevice(list: SpinResult[]) {
  writeStored("spinResults", list);
  device = { raw: storedText(), list };
  notify();
}

function setAccountList(userId: string, change: (m: AccountMode) => Partial<AccountMode>) {
  if (!account || account.userId !== userId) return;
  account = { ...account, ...change(account) };
  notify();
}

const IMPORT_CHUNK = 1000;

/** Sends results to the import route (each id once), a chunk at a time. */
async function importAll(list: SpinResult[]): Promise<boolean> {
  for (let i = 0; i < list.length; i += IMPORT_CHUNK) {
    const sent = await callApi("/api/results/import", { results: list.slice(i, i + IMPORT_CHUNK) });
    if (!sent.ok) return false;
  }
  return true;
}

const outbox = (userId: string): SpinResult[] =>
  (readEntry(KEYS.outbox)[userId] ?? []).filter(isSpinResult);
function setOutbox(userId: string, list: SpinResult[]) {
  const { [userId]: _, ...others } = readEntry(KEYS.outbox);
  writeEntry(KEYS.outbox, list.length ? { ...others, [userId]: list } : others);
}

/** The first sign-in on this device: move, then clear, the browser's results (once each). */
async function moveDeviceResults(userId: string): Promise<void> {
  if (!readEntry(KEYS.movedFor).includes(userId)) {
    if (!(await importAll(deviceResults()))) return;
    writeEntry(KEYS.movedFor, [...readEntry(KEYS.movedFor), userId]);
  }
  if (!readEntry(KEYS.clearedFor).includes(userId)) {
    removeStored("spinResults");
    writeEntry(KEYS.clearedFor, [...readEntry(KEYS.clearedFor), userId]);
  }
}

function load(userId: string): Promise<void> {
  return enqueue(async () => {
    await moveDeviceResults(userId);
    const pending = outbox(userId);
    if (pending.length && (await importAll(pending))) setOutbox(userId, []);
    const got = await callApi<{ results: AccountResult[] }>("/api/results");
    setAccountList(userId, () =>
      got.ok
        ? { status: "ready", list: mergeNewest(got.data.results, outbox(userId)) }
        : { status: "failed" },
    );
  });
}

const mergeNewest = (list: SpinResult[], extra: SpinResult[]) =>
  extra.reduce(
    addResult,
    [...list].sort((a, b) => b.timestamp - a.timestamp),
  );

function follow(state: AccountState) {
  if (state.status === "signed-in") {
    const userId = state.account.user.id;
    if (account?.userId !== userId) {
      account = { userId, status: "loading", list: [] };
      notify();
      void load(userId);
    }
  } else if (state.status === "signed-out") {
    account = null;
    notify();
  } else return;
  settle();
}

/**
 * The account library comes in with the store's first use, not with the page (the page's
 * first chunk would otherwise list its files); should it not load, results stay here.
 */
type AccountLib = typeof import("#web/lib/account.ts");
let lib: AccountLib | undefined;
const callApi: AccountLib["callApi"] = (...args) => (lib as AccountLib).callApi(...args);

function start() {
  known = new Promise((resolve) => {
    settle = resolve;
  });
  import("#web/lib/account.ts").then(
    (loaded) => {
      lib = loaded;
      loaded.onAccountChange(() => follow(loaded.accountState()));
      follow(loaded.accountState());
      if (loaded.accountState().status === "unknown") void loaded.refreshAccount();
    },
    () => follow({ status: "signed-out" }),
  );
}
start();

/** Loads the account's results again (after a failure). */
export const reloadResults = () => (account ? load(account.userId) : Promise.resolve());

/**
 * Records a spin's result: on this device, one under 2 s after the previous is ignored;
 * in the account, the account's rule applies (here and on the server). True when kept.
 */
export async function recordResult(result: SpinResult): Promise<boolean> {
  if (account === undefined) await known;
  if (!account) {
    const list = deviceResults();
    if (!shouldRecord(list[0], result)) return false;
    saveDevice(addResult(list, result));
    return true;
  }
  const { userId, list } = account;
  if (list.some((r) => r.id === result.id)) return false;
  if (account.status === "ready" && !accountAccepts(list[0]?.timestamp, result.timestamp)) {
    return false;
  }
  setAccountList(userId, (m) => ({ list: addResult(m.list, result) }));
  return enqueue(async () => {
    const sent = await callApi<{ recorded: boolean }>("/api/results", { result });
    if (sent.ok && sent.data.recorded) return true;
    if (sent.ok || sent.error.code === "VALIDATION_ERROR") {
      setAccountList(userId, (m) => ({ list: m.list.filter((r) => r.id !== result.id) }));
      return false;
    }
    setOutbox(userId, addResult(outbox(userId), result)); // offline: it goes in with the next load
    return true;
  });
}

export async function setResultOutcome(resultId: string, outcome: GameOutcome): Promise<void> {
  if (account === undefined) await known;
  if (!account) {
    saveDevice(setOutcome(deviceResults(), resultId, outcome));
    return;
  }
  const { userId } = account;
  setAccountList(userId, (m) => ({ list: setOutcome(m.list, resultId, outcome) }));
  const waiting = outbox(userId);
  if (waiting.some((r) => r.id === resultId)) {
    setOutbox(userId, setOutcome(waiting, resultId, outcome));
    return;
  }
  await enqueue(() =>
    callApi(
      `/api/results/${encodeURIComponent(resultId)}/outcome`,
      { gameResultCandidate: outcome },
      "PUT",
    ),
  );
}

/** Clears every result of the list shown (the account's, or this browser's). */
export async function clearResults(): Promise<boolean> {
  if (!account) {
    removeStored("spinResults");
    device = { raw: null, list: [] };
    notify();
    return true;
  }
  const { userId } = account;
  const done = await enqueue(() => callApi("/api/results", undefined, "DELETE"));
  if (!done.ok) return false;
  setOutbox(userId, []);
  setAccountList(userId, () => ({ list: [] }));
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => notify();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Where the results are kept, whether they have loaded, and the list, newest first. */
export const useResultsView = (): ResultsView => useSyncExternalStore(subscribe, current);
export const useResults = (): SpinResult[] => useResultsView().list;
/** The results as they are now (tests, the CSV export). */
export const getResults = (): SpinResult[] => current().list;
