import { useEffect, useSyncExternalStore } from "react";
import { type Account, whoAmISchema } from "#core/contracts/account.ts";
import type { ApiError } from "#core/contracts/errors.ts";
import { readApiError } from "./api-error";
import { i18n } from "./translator";

/**
 * The signed-in person as the web app knows them, shared by every feature that needs it
 * (profile, sharing, saved spinners, results). "unknown" until first asked: nothing on the
 * play screen's first paint waits for it.
 */
export type AccountState =
  | { status: "unknown" | "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; account: Account };

let state: AccountState = { status: "unknown" };
const listeners = new Set<() => void>();
const set = (next: AccountState) => {
  state = next;
  for (const l of listeners) l();
  void keepLanguage();
};

/**
 * Twirl writes to a person (verification, reset, deletion mails) in the language they last
 * used: a signed-in person's language follows the interface's.
 */
async function keepLanguage() {
  if (state.status !== "signed-in") return;
  const { account } = state;
  const language = i18n.language;
  if (!language || account.user.language === language) return;
  account.user.language = language;
  await callApi("/api/account/language", { language }, "PUT");
}
i18n.subscribe(() => void keepLanguage());

/** An API answer: the JSON body, or the error in Twirl's shape (NETWORK when none came). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** JSON to the server from this page's origin, as every state-changing route requires. */
export async function callApi<T>(
  path: string,
  body?: unknown,
  method = body === undefined ? "GET" : "POST",
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: { code: "NETWORK", message: "network" } };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, data: data as T };
  return {
    ok: false,
    error: readApiError(data) ?? { code: `HTTP_${res.status}`, message: res.statusText },
  };
}

/** Asks the server who is signed in (one small request) and tells every listener. */
export async function refreshAccount(): Promise<AccountState> {
  if (state.status !== "signed-in") set({ status: "loading" });
  const result = await callApi<unknown>("/api/account");
  const parsed = result.ok ? whoAmISchema.safeParse(result.data) : null;
  const account = parsed?.success ? parsed.data.account : null;
  set(account ? { status: "signed-in", account } : { status: "signed-out" });
  return state;
}

export async function signOut(): Promise<void> {
  await callApi("/api/auth/sign-out", {});
  set({ status: "signed-out" });
}

/** The account state now, and a way to follow it outside React (the results store). */
export const accountState = (): AccountState => state;
export function onAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After the account is deleted: the server has already cleared the session. */
export const forgetAccount = () => set({ status: "signed-out" });

/**
 * The account state. `fresh` asks the server again on mount (a dialog that opens: the
 * session may have ended elsewhere); otherwise only the first user asks.
 */
export function useAccount({ fresh = false }: { fresh?: boolean } = {}): AccountState {
  const current = useSyncExternalStore(onAccountChange, accountState);
  useEffect(() => {
    if (fresh || state.status === "unknown") void refreshAccount();
  }, [fresh]);
  return current;
}
