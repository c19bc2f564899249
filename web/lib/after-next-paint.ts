/**
 * Runs `run` once the frame drawn next has been presented (issue 21). At page load that is the
 * first paint: what the first screen does not show is asked for then, without a request of its
 * own in the way of that paint; later, work that can wait a frame leaves it to the next one. A
 * frame's presentation comes after its animation callbacks, so this waits for the next frame's
 * callbacks, then a task. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
