import {
  FETCH_TIMEOUT_MS,
  LOADER_ERRORS,
  MAX_FETCH_ATTEMPTS,
  RELOAD_ATTEMPT,
  RETRY_DELAY_MS,
} from "./loader-constants";

export type FetchResponse = {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
};

/** `cache: "reload"` asks a browser to skip its HTTP cache; the URL is cache-busted too. */
export type FetchInit = { signal: AbortSignal; cache?: "reload" };

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** Method syntax so the browser's and Node's timer functions can be passed as they are. */
export type FetchJsonDeps = {
  fetch: FetchLike;
  sleep(ms: number): Promise<void>;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type FetchJsonOptions = {
  /** Add a unique query parameter on every attempt (the game index changes with each publish). */
  bust?: boolean;
  /** Bypass caches on every attempt, not only on RELOAD_ATTEMPT (used by forceReload). */
  reload?: boolean;
};

export function cacheBusted(url: string, stamp: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}t=${stamp}`;
}

async function readJson(deps: FetchJsonDeps, url: string, init: FetchInit): Promise<unknown> {
  const response = await deps.fetch(url, init);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  // Static hosts answer unknown paths with an HTML page and status 200, so the type matters.
  if (!/\bjson\b/i.test(type)) throw new Error(`Not a JSON response (${type || "no type"})`);
  return response.json();
}

/** One attempt, rejected with 'CDN loading timeout' after FETCH_TIMEOUT_MS (body included). */
export async function fetchJsonOnce(
  deps: FetchJsonDeps,
  url: string,
  reload = false,
): Promise<unknown> {
  // AbortController exists in browsers, workers and Node alike.
  const controller = new AbortController();
  let timer: unknown;
  const timeout = new Promise<never>((_, reject) => {
    timer = deps.setTimeout(() => {
      reject(new Error(LOADER_ERRORS.timeout));
      controller.abort();
    }, FETCH_TIMEOUT_MS);
  });
  const init: FetchInit = reload
    ? { signal: controller.signal, cache: "reload" }
    : { signal: controller.signal };
  try {
    return await Promise.race([readJson(deps, url, init), timeout]);
  } finally {
    deps.clearTimeout(timer);
  }
}

/**
 * Up to MAX_FETCH_ATTEMPTS attempts, RETRY_DELAY_MS apart; attempt RELOAD_ATTEMPT bypasses
 * the HTTP cache. Rejects with the last attempt's error.
 */
export async function fetchJson(
  deps: FetchJsonDeps,
  url: string,
  options: FetchJsonOptions = {},
): Promise<unknown> {
  let lastError: unknown = new Error(LOADER_ERRORS.questions);
  for (let attempt = 1; attempt <= MAX_FETCH_ATTEMPTS; attempt++) {
    if (attempt > 1) await deps.sleep(RETRY_DELAY_MS);
    const reload = options.reload === true || attempt === RELOAD_ATTEMPT;
    const target = reload || options.bust ? cacheBusted(url, deps.now()) : url;
    try {
      return await fetchJsonOnce(deps, target, reload);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
