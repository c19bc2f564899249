/**
 * Synthesised game sounds (Web Audio API, no audio files).
 *
 * Every public function is fire-and-forget: it never throws and never returns a rejecting
 * promise. Without a usable AudioContext (missing, blocked, closed, or suspended and unable
 * to resume) nothing plays. Sounds are scheduled on the audio clock; the only JS timer is a
 * coarse look-ahead scheduler for the spin sound (no per-frame work).
 */
import type { SpinnerId } from "#core/spinners/spinner-styles.ts";
import { APPLAUSE, type Effect, LOSER, NOT_SELECTED, RIGHT, WINNER, WRONG } from "./effects";
import { createAudioEngine, defaultContextFactory, type Voice } from "./engine";
import { SPIN_RECIPES } from "./spin-recipes";
import { attempt, rand } from "./synth";

export type StopSound = () => void;

export interface SpinSoundOptions {
  /** When given, the ticks slow down over this time and the sound ends by itself. */
  durationMs?: number;
}

export interface SoundPlayer {
  /** Starts the spinning sound of a style; returns a function that stops it (idempotent). */
  playSpin(spinnerId: SpinnerId, options?: SpinSoundOptions): StopSound;
  playApplause(): void;
  playNotSelected(): void;
  playRight(): void;
  playWrong(): void;
  /** volume: 0..1 (default 1). */
  playWinner(volume?: number): void;
  playLoser(): void;
  /** Disabling stops everything that is playing and mutes later calls. */
  setEnabled(enabled: boolean): void;
  isEnabled(): boolean;
  /** Prepares audio ahead of the first sound, from an early user gesture. */
  warm(): void;
}

const LOOKAHEAD_S = 0.35;
const SCHEDULER_MS = 90;
/**
 * The first call schedules only up to the next: a whole look-ahead of the fast first ticks
 * was 17 ms of work in one frame at 4x CPU throttling.
 */
const FIRST_LOOKAHEAD_S = 0.12;

const noop: StopSound = () => {};

/**
 * Creates a sound player. `getAudioContext` is called lazily on the first play (default:
 * creates one shared AudioContext; return null when audio is unavailable).
 */
export function createSoundPlayer(getAudioContext?: () => AudioContext | null): SoundPlayer {
  const engine = createAudioEngine(getAudioContext ?? defaultContextFactory());
  const play = (effect: Effect, scale = 1) => engine.oneShot(effect.level * scale, effect.build);

  function playSpin(spinnerId: SpinnerId, options: SpinSoundOptions = {}): StopSound {
    if (!engine.isEnabled()) return noop;
    const recipe = SPIN_RECIPES[spinnerId] ?? SPIN_RECIPES.wheel;
    const durationS =
      typeof options.durationMs === "number" && options.durationMs > 0
        ? options.durationMs / 1000
        : 0;
    let cancelled = false;
    let voice: Voice | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;

    const stop: StopSound = () => {
      if (cancelled) return;
      cancelled = true;
      clearTimeout(begin);
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      voice?.stop();
    };

    let begin: ReturnType<typeof setTimeout> | undefined;
    // The context is resumed in the click (some browsers allow it only there), the sound's
    // nodes are made a task later: the click's frame only starts the turn (they cost as much
    // as the rest of the click at 4x CPU throttling).
    engine.withContext(
      (ctx) => {
        // "Every public function never throws": nor does its later task.
        begin = setTimeout(
          () =>
            attempt(() => {
              if (cancelled) return;
              const opened = engine.openVoice(ctx, recipe.gain);
              opened.setContinuous();
              voice = opened.voice;
              const { kit } = opened;
              const t0 = ctx.currentTime + 0.02;
              if (durationS > 0) {
                // Fade out over the last part of the spin.
                opened.out.gain.setValueAtTime(recipe.gain, t0 + durationS * 0.6);
                opened.out.gain.linearRampToValueAtTime(recipe.gain * 0.4, t0 + durationS);
              }
              recipe.bed?.(kit, t0);
              let next = t0;
              let i = 0;
              const schedule = (ahead: number) => {
                if (cancelled || opened.isStopped()) {
                  stop();
                  return;
                }
                attempt(() => {
                  const now = ctx.currentTime;
                  if (durationS > 0 && now >= t0 + durationS) {
                    stop();
                    return;
                  }
                  const horizon = now + ahead;
                  while (next < horizon && !cancelled) {
                    const progress = durationS > 0 ? (next - t0) / durationS : 0;
                    if (progress >= 1) break;
                    recipe.tick(kit, next, i);
                    i += 1;
                    // Ticks spread out quadratically so a timed spin audibly slows down.
                    next += recipe.interval * (1 + 3 * progress * progress) * rand(0.94, 1.06);
                  }
                });
              };
              schedule(FIRST_LOOKAHEAD_S);
              if (!cancelled) timer = setInterval(() => schedule(LOOKAHEAD_S), SCHEDULER_MS);
            }),
          0,
        );
      },
      () => cancelled,
    );
    return stop;
  }

  return {
    playSpin: (spinnerId, options) => {
      try {
        return playSpin(spinnerId, options);
      } catch {
        return noop;
      }
    },
    playApplause: () => play(APPLAUSE),
    playNotSelected: () => play(NOT_SELECTED),
    playRight: () => play(RIGHT),
    playWrong: () => play(WRONG),
    playWinner: (volume = 1) => {
      const level = Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;
      if (level <= 0) return;
      play(WINNER, level);
    },
    playLoser: () => play(LOSER),
    setEnabled: (value: boolean) => engine.setEnabled(value),
    isEnabled: () => engine.isEnabled(),
    warm: () => engine.warm(),
  };
}
