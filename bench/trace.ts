export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** Top-level tasks on the renderer's main thread, from a Chromium trace. */
export function mainThreadTasks(events: TraceEvent[]) {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur !== undefined);
  const durations = tasks.map((t) => (t.dur ?? 0) / 1000);
  const busyMs = durations.reduce((a, b) => a + b, 0);
  const paints = onMain.filter((e) => e.name === "Paint").length;
  return {
    busyMs,
    paints,
    longTasks: durations.filter((d) => d > 50).length,
    longestMs: Math.max(0, ...durations),
    /** Main-thread time spread over the frames of the traced window. */
    perFrameMs(frameCount: number): number[] {
      if (tasks.length === 0 || frameCount === 0) return [];
      const start = Math.min(...tasks.map((t) => t.ts));
      const end = Math.max(...tasks.map((t) => t.ts + (t.dur ?? 0)));
      const slot = (end - start) / frameCount;
      const buckets = new Array<number>(frameCount).fill(0);
      for (const t of tasks) {
        const i = Math.min(frameCount - 1, Math.floor((t.ts - start) / slot));
        buckets[i] = (buckets[i] ?? 0) + (t.dur ?? 0) / 1000;
      }
      return buckets;
    },
  };
}
