const GESTURES = ["pointerdown", "pointermove", "keydown", "touchstart"] as const;

/**
 * Calls `then` once, on the visitor's first pointer move, touch or key: what the first screen
 * does not show loads then, not with the page. Returns the cancel.
 */
export function onFirstGesture(then: () => void): () => void {
  const once = () => {
    stop();
    then();
  };
  const stop = () => {
    for (const e of GESTURES) window.removeEventListener(e, once, true);
  };
  for (const e of GESTURES) window.addEventListener(e, once, { capture: true, passive: true });
  return stop;
}
