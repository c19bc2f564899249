/**
 * Runs `run` when the page is idle, at the latest after `timeoutMs`; where idle callbacks do
 * not exist, after `fallbackMs`.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof requestIdleCallback === "function")
    requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, fallbackMs);
}
