import { useCallback, useEffect, useRef, useState } from "react";
import { secureRandomInt } from "#core/random.ts";
import { planSpin, type SpinnerKind } from "#core/spin/spin-plan.ts";
import {
  QUICK_SPIN_MS,
  RESULT_BUFFER_MS,
  spinDurationMs,
  spinKeyframes,
} from "#core/spin/spin-timeline.ts";
import type { SpinItem } from "./spin-item";
import { weightsOf } from "./wheel-geometry";

/** How long the winner shows before it is recorded: 6 s plus 1 s, counted from the stop. */
export const RESULT_HOLD_MS = 7000;

export type SpinPhase = "idle" | "spinning" | "result";

type Options = {
  items: SpinItem[];
  kind: SpinnerKind;
  reducedMotion: boolean;
  /** How long a spin takes (the set spin time); reduced motion keeps its short spin. */
  spinTimeMs: number;
  /** Extra reasons a spin may not start (a game card open...). */
  blocked: boolean;
  /** Each item's tickets in the next draw (a fair rotation's); by default its weight. */
  tickets?: number[];
  /** Several winners: the rest of the draw after the first (where the spinner stops). */
  pickMore?: (first: number) => number[];
  /** How long after the stop the result stage ends (7 s, or 3 s when a game card follows). */
  holdMs?: number;
  onStart(durationMs: number): void;
  onStop(): void;
  onResult(winners: SpinItem[]): void;
  /** The result stage ended: record, remove the winners (`remove`: asked for now), go idle. */
  onSettle(winners: SpinItem[], remove: boolean): void;
};

const rotate = (deg: number) => `rotate(${deg}deg)`;

/**
 * The spin loop. The winner is chosen before anything moves; the rotor is animated by the
 * browser (Web Animations, compositor-driven), and timers (not the animation) drive the
 * phases, so the outcome never depends on frame timing.
 */
export function useSpin(options: Options) {
  const [phase, setPhase] = useState<SpinPhase>("idle");
  const [winners, setWinners] = useState<SpinItem[]>([]);
  const rotorRef = useRef<HTMLDivElement>(null);
  const rotation = useRef(0);
  const timers = useRef<number[]>([]);
  const latest = useRef(options);
  latest.current = options;
  const settleRef = useRef<((remove?: boolean) => void) | null>(null);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const canSpin = phase === "idle" && options.items.length > 0 && !options.blocked;

  /** Spins for the set time, or with `quick` for the shortest (QUICK_SPIN_MS). */
  const spin = useCallback(
    (quick = false): boolean => {
      const o = latest.current;
      // No rotor yet (a bottle still loading): nothing could show the winner, so no spin.
      const rotor = rotorRef.current;
      if (phase !== "idle" || o.items.length === 0 || o.blocked || !rotor) return false;
      const items = o.items;
      const weights = weightsOf(items);
      const plan = planSpin({
        kind: o.kind,
        count: items.length,
        currentRotationDeg: rotation.current,
        randomInt: secureRandomInt,
        reducedMotion: o.reducedMotion,
        weights,
        chances: o.tickets,
      });
      const picked = (o.pickMore?.(plan.winnerIndex) ?? [plan.winnerIndex]).map(
        (i) => items[i] as SpinItem,
      );
      const start = rotation.current;
      const motion = {
        reducedMotion: o.reducedMotion,
        totalMs: quick ? QUICK_SPIN_MS : o.spinTimeMs,
      };
      const duration = spinDurationMs(motion);
      rotation.current = plan.finalRotationDeg;

      const phases = spinKeyframes(start, plan.finalRotationDeg, motion);
      let elapsed = 0;
      const frames: Keyframe[] = [];
      for (const p of phases) {
        frames.push({
          transform: rotate(p.fromDeg),
          offset: elapsed / duration,
          easing: p.timingFunction,
        });
        elapsed += p.durationMs;
      }
      frames.push({ transform: rotate(plan.finalRotationDeg), offset: 1 });
      for (const a of rotor.getAnimations()) a.cancel();
      rotor.animate?.(frames, { duration, fill: "forwards" });

      setWinners([]);
      setPhase("spinning");
      o.onStart(duration);

      const at = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));
      at(duration, () => {
        rotor.style.transform = rotate(plan.finalRotationDeg);
        for (const a of rotor.getAnimations()) a.cancel();
        latest.current.onStop();
      });
      at(duration + RESULT_BUFFER_MS, () => {
        setWinners(picked);
        setPhase("result");
        latest.current.onResult(picked);
      });
      const settle = (remove = false) => {
        if (settleRef.current !== settle) return;
        settleRef.current = null;
        timers.current.forEach(clearTimeout);
        timers.current = [];
        latest.current.onSettle(picked, remove);
        setWinners([]);
        setPhase("idle");
      };
      settleRef.current = settle;
      at(duration + (o.holdMs ?? RESULT_HOLD_MS), () => settle());
      return true;
    },
    [phase],
  );

  /** Ends the result stage early (Continue; Remove the winner with `remove`). */
  const dismiss = useCallback(
    (remove?: boolean) => {
      if (phase === "result") settleRef.current?.(remove);
    },
    [phase],
  );

  return { phase, winners, canSpin, spin, dismiss, rotorRef };
}
