/**
 * Audio context handling and voices: obtains a running context (resuming it if needed),
 * builds the shared master graph once per context, and tracks live voices so disabling
 * sound can silence everything at once.
 */
import { whenIdle } from "../when-idle";
import { attempt, type Kit } from "./synth";

/** A sound whose context needed resuming is dropped if resuming took longer than this. */
const MAX_RESUME_DELAY_MS = 600;
/** Every oscillator type a sound uses (sounds.ts, spin-recipes.ts, effects.ts). */
export const WAVE_TYPES: readonly OscillatorType[] = ["sine", "triangle", "square", "sawtooth"];

/** How long after the last sound the context is suspended. */
const QUIET_SUSPEND_MS = 3000;

export interface Voice {
  stop(): void;
}

export interface OpenedVoice {
  kit: Kit;
  voice: Voice;
  out: GainNode;
  isStopped(): boolean;
  /** Keep the voice open while it has no sources (between spin ticks). */
  setContinuous(): void;
}

type AudioContextCtor = new (options?: AudioContextOptions) => AudioContext;

/** Lazily creates one shared AudioContext; a constructor that throws is not retried. */
export function defaultContextFactory(): () => AudioContext | null {
  let ctx: AudioContext | null = null;
  let failed = false;
  return () => {
    if (ctx && ctx.state !== "closed") return ctx;
    if (failed) return null;
    const g = globalThis as {
      AudioContext?: AudioContextCtor;
      webkitAudioContext?: AudioContextCtor;
    };
    const Ctor = g.AudioContext ?? g.webkitAudioContext;
    if (typeof Ctor !== "function") return null;
    try {
      ctx = new Ctor({ latencyHint: "interactive" });
    } catch {
      ctx = null;
      failed = true;
    }
    return ctx;
  };
}

export function createAudioEngine(obtain: () => AudioContext | null) {
  let enabled = true;
  const live = new Set<Voice>();
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;

  /** A running context keeps the audio device awake: suspend it once all is quiet. */
  function suspendWhenQuiet(ctx: AudioContext) {
    clearTimeout(suspendTimer);
    if (live.size > 0) return;
    suspendTimer = setTimeout(() => {
      if (live.size === 0 && ctx.state === "running")
        attempt(() => void ctx.suspend().catch(() => {}));
    }, QUIET_SUSPEND_MS);
  }
  const graphs = new WeakMap<AudioContext, { master: AudioNode; noise: AudioBuffer }>();

  function graphFor(ctx: AudioContext) {
    let graph = graphs.get(ctx);
    if (!graph) {
      const master = ctx.createGain();
      master.gain.value = 0.8;
      let head: AudioNode = master;
      try {
        const comp = ctx.createDynamicsCompressor();
        master.connect(comp);
        head = comp;
      } catch {
        // Compressor is optional.
      }
      head.connect(ctx.destination);
      const length = Math.floor(ctx.sampleRate * 2);
      const noiseBuffer = ctx.createBuffer(1, length, ctx.sampleRate);
      const data = noiseBuffer.getChannelData(0);
      for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
      graph = { master, noise: noiseBuffer };
      graphs.set(ctx, graph);
    }
    return graph;
  }

  /** Runs `play` with a running context: now, or after a quick successful resume. */
  function withContext(
    play: (ctx: AudioContext) => void,
    isCancelled: () => boolean = () => false,
  ) {
    if (!enabled) return;
    attempt(() => {
      const ctx = obtain();
      if (!ctx || ctx.state === "closed") return;
      if (ctx.state === "running") {
        attempt(() => play(ctx));
        return;
      }
      const asked = Date.now();
      Promise.resolve(ctx.resume())
        .then(() => {
          if (!enabled || isCancelled() || ctx.state !== "running") return;
          if (Date.now() - asked > MAX_RESUME_DELAY_MS) return;
          attempt(() => play(ctx));
        })
        .catch(() => {});
    });
  }

  /** A group of nodes feeding one gain, stoppable as a whole. */
  function openVoice(ctx: AudioContext, level: number): OpenedVoice {
    const graph = graphFor(ctx);
    const out = ctx.createGain();
    out.gain.value = level;
    out.connect(graph.master);
    const sources = new Set<AudioScheduledSourceNode>();
    let stopped = false;
    let continuous = false;
    const voice: Voice = {
      stop: () => {
        if (stopped) return;
        stopped = true;
        live.delete(voice);
        suspendWhenQuiet(ctx);
        attempt(() => {
          const now = ctx.currentTime;
          out.gain.cancelScheduledValues(now);
          out.gain.setValueAtTime(out.gain.value, now);
          out.gain.linearRampToValueAtTime(0, now + 0.06);
          for (const src of sources) attempt(() => src.stop(now + 0.08));
          sources.clear();
          setTimeout(() => attempt(() => out.disconnect()), 250);
        });
      },
    };
    const kit: Kit = {
      ctx,
      out,
      noise: graph.noise,
      add: (src) => {
        if (stopped) {
          attempt(() => src.stop());
          return;
        }
        sources.add(src);
        src.onended = () => {
          sources.delete(src);
          // A one-shot is over once its last source has ended.
          if (!continuous && sources.size === 0) voice.stop();
        };
      },
    };
    live.add(voice);
    clearTimeout(suspendTimer);
    return {
      kit,
      voice,
      out,
      isStopped: () => stopped,
      setContinuous: () => {
        continuous = true;
      },
    };
  }

  function oneShot(level: number, build: (k: Kit, t: number) => void) {
    withContext((ctx) => {
      const { kit, voice } = openVoice(ctx, level);
      try {
        build(kit, ctx.currentTime + 0.01);
      } catch (error) {
        voice.stop();
        throw error;
      }
    });
  }

  return {
    /**
     * Creates the context, the shared graph and a first oscillator ahead of the first sound
     * (together they cost tens of ms).
     */
    warm: () => {
      if (enabled)
        attempt(() => {
          const ctx = obtain();
          if (!ctx || ctx.state === "closed") return;
          graphFor(ctx);
          // The first oscillator of each type builds that type's wave tables (about 7 ms each
          // at 4x CPU throttling, measured in a spin's first tick): paid here, one type per
          // idle moment, not in the spin's click or its first frames.
          const types = [...WAVE_TYPES];
          const next = () => {
            const type = types.shift();
            if (!type || !enabled || ctx.state === "closed") return;
            attempt(() => {
              ctx.createOscillator().type = type;
            });
            if (types.length) whenIdle(next, 1000, 50);
          };
          next();
        });
    },
    withContext,
    openVoice,
    oneShot,
    isEnabled: () => enabled,
    setEnabled: (value: boolean) => {
      enabled = Boolean(value);
      if (!enabled) {
        for (const voice of [...live]) attempt(() => voice.stop());
      }
    },
  };
}
