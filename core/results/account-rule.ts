/**
 * The account's recording rule (the spec's): a new result is ignored when it comes under
 * 5000 ms after the previous one, or when the gap is within 2000 ms of 10000 ms (a spin's
 * result recorded twice by a 10 s timer). Both the web app and the server apply it.
 */
export const ACCOUNT_RESULT_RULE = { minGapMs: 5000, echoMs: 10_000, echoWindowMs: 2000 } as const;

export function accountAccepts(previousTimestamp: number | undefined, timestamp: number): boolean {
  if (previousTimestamp === undefined) return true;
  const gap = timestamp - previousTimestamp;
  const { minGapMs, echoMs, echoWindowMs } = ACCOUNT_RESULT_RULE;
  if (gap < minGapMs) return false;
  return Math.abs(gap - echoMs) > echoWindowMs;
}
