import type { ProgressKey, ProgressRecord, ProgressWrite } from "#core/contracts/progress.ts";
import type { ProgressSync } from "#core/questions/question-progress.ts";
import { accountState, callApi, refreshAccount } from "./account";

/** The spec's progress save debounce. */
export const PROGRESS_SAVE_DEBOUNCE_MS = 400;

const path = (k: ProgressKey) =>
  `/api/progress/${encodeURIComponent(k.game)}/${encodeURIComponent(k.season)}/${k.language}`;

const signedIn = async () => {
  if (accountState().status === "unknown") await refreshAccount();
  return accountState().status === "signed-in";
};

type Pending = { timer: ReturnType<typeof setTimeout>; send(): void };
const pending = new Map<string, Pending>();

/**
 * Question progress in the signed-in person's account: read when a game's questions open,
 * merge-written 400 ms after the last change (and at once when the page is hidden), each
 * answer merged back. Signed out, nothing is sent and progress stays on the device.
 */
export const progressSync: ProgressSync = {
  open(key, merge) {
    void (async () => {
      if (!(await signedIn())) return;
      const got = await callApi<{ progress: ProgressRecord | null }>(path(key));
      if (got.ok && got.data.progress) merge(got.data.progress);
    })();
  },
  changed(key, write: () => ProgressWrite, merge) {
    if (accountState().status !== "signed-in") return;
    const url = path(key);
    const before = pending.get(url);
    if (before) clearTimeout(before.timer);
    const send = () => {
      pending.delete(url);
      void callApi<{ progress: ProgressRecord | null }>(url, write(), "PUT").then((saved) => {
        if (saved.ok && saved.data.progress) merge(saved.data.progress);
      });
    };
    pending.set(url, { timer: setTimeout(send, PROGRESS_SAVE_DEBOUNCE_MS), send });
  },
};

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const { timer, send } of [...pending.values()]) {
      clearTimeout(timer);
      send();
    }
  });
}
