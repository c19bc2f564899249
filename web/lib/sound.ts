/**
 * Synthesised game sounds (Web Audio API, no audio files).
 *
 * Every public function is fire-and-forget: it never throws and never returns a rejecting
 * promise. Without a usable AudioContext (missing, blocked, closed, or suspended and unable
 * to resume) nothing plays. Sounds are scheduled on the audio clock; the only JS timer is a
 * coarse look-ahead scheduler for the spin sound (no per-frame work).
 */
import type { SpinnerId } from "../../core/spinners/spinner-styles";

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
}

/** Builder handed to the sound recipes: where to connect and how to register sources. */
interface Kit {
  ctx: AudioContext;
  out: AudioNode;
  noise: AudioBuffer;
  add(source: AudioScheduledSourceNode): void;
}

interface Voice {
  stop(): void;
}

interface SpinRecipe {
  /** Seconds between ticks at full speed. */
  interval: number;
  /** Voice level. */
  gain: number;
  tick(k: Kit, t: number, i: number): void;
  /** Continuous layer started once (stopped with the voice). */
  bed?(k: Kit, t: number): void;
}

const SILENT = 0.0001;
const LOOKAHEAD_S = 0.35;
const SCHEDULER_MS = 90;
/** A sound whose context needed resuming is dropped if resuming took longer than this. */
const MAX_RESUME_DELAY_MS = 600;

const noop: StopSound = () => {};

function attempt(fn: () => void): void {
  try {
    fn();
  } catch {
    // Audio is best effort: never let a sound break the game.
  }
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

function envelope(param: AudioParam, t: number, peak: number, attack: number, decay: number) {
  param.setValueAtTime(SILENT, t);
  param.linearRampToValueAtTime(Math.max(peak, SILENT * 2), t + attack);
  param.exponentialRampToValueAtTime(SILENT, t + attack + decay);
}

interface ToneOpts {
  type?: OscillatorType;
  attack?: number;
  /** Glide to this frequency over the note. */
  to?: number;
  dest?: AudioNode;
}

function tone(k: Kit, freq: number, t: number, dur: number, peak: number, o: ToneOpts = {}) {
  const attack = o.attack ?? 0.004;
  const osc = k.ctx.createOscillator();
  osc.type = o.type ?? "sine";
  osc.frequency.setValueAtTime(freq, t);
  if (o.to) osc.frequency.exponentialRampToValueAtTime(o.to, t + attack + dur);
  const g = k.ctx.createGain();
  envelope(g.gain, t, peak, attack, dur);
  osc.connect(g);
  g.connect(o.dest ?? k.out);
  osc.start(t);
  osc.stop(t + attack + dur + 0.03);
  k.add(osc);
}

interface NoiseOpts {
  /** "none" connects the raw noise (cheaper when the destination already filters). */
  filter?: BiquadFilterType | "none";
  freq?: number;
  q?: number;
  to?: number;
  attack?: number;
  dest?: AudioNode;
}

function noise(k: Kit, t: number, dur: number, peak: number, o: NoiseOpts = {}) {
  const attack = o.attack ?? 0.002;
  const src = k.ctx.createBufferSource();
  src.buffer = k.noise;
  const g = k.ctx.createGain();
  envelope(g.gain, t, peak, attack, dur);
  if (o.filter === "none") {
    src.connect(g);
  } else {
    const f = k.ctx.createBiquadFilter();
    f.type = o.filter ?? "bandpass";
    f.frequency.setValueAtTime(o.freq ?? 2000, t);
    if (o.to) f.frequency.exponentialRampToValueAtTime(o.to, t + attack + dur);
    f.Q.value = o.q ?? 1;
    src.connect(f);
    f.connect(g);
  }
  g.connect(o.dest ?? k.out);
  src.start(t, rand(0, Math.max(0, k.noise.duration - dur - 0.1)));
  src.stop(t + attack + dur + 0.03);
  k.add(src);
}

/** Looping filtered noise that runs until its voice stops; returns the level gain. */
function noiseBed(k: Kit, t: number, level: number, filter: BiquadFilterType, freq: number, q = 1) {
  const src = k.ctx.createBufferSource();
  src.buffer = k.noise;
  src.loop = true;
  const f = k.ctx.createBiquadFilter();
  f.type = filter;
  f.frequency.value = freq;
  f.Q.value = q;
  const g = k.ctx.createGain();
  g.gain.setValueAtTime(SILENT, t);
  g.gain.linearRampToValueAtTime(level, t + 0.15);
  src.connect(f);
  f.connect(g);
  g.connect(k.out);
  src.start(t, rand(0, k.noise.duration / 2));
  k.add(src);
  return { gain: g, filter: f };
}

/** Low-frequency oscillator modulating an AudioParam until its voice stops. */
function lfo(
  k: Kit,
  t: number,
  rate: number,
  depth: number,
  target: AudioParam,
  type: OscillatorType = "sine",
) {
  const osc = k.ctx.createOscillator();
  osc.type = type;
  osc.frequency.value = rate;
  const g = k.ctx.createGain();
  g.gain.value = depth;
  osc.connect(g);
  g.connect(target);
  osc.start(t);
  k.add(osc);
}

/** Struck glass: a few inharmonic partials with fast decays. */
function clink(k: Kit, t: number, base: number, peak: number) {
  const f = base * rand(0.97, 1.03);
  tone(k, f, t, 0.14, peak, { attack: 0.001 });
  tone(k, f * 2.76, t, 0.08, peak * 0.5, { attack: 0.001 });
  tone(k, f * 5.4, t, 0.04, peak * 0.25, { attack: 0.001 });
}

/** Struck metal: inharmonic partials with a longer ring. */
function ring(k: Kit, t: number, base: number, peak: number, decay = 0.3) {
  for (const [ratio, level] of [
    [1, 1],
    [1.47, 0.6],
    [2.09, 0.4],
    [2.56, 0.25],
  ] as const) {
    tone(k, base * ratio, t, decay / ratio, peak * level, { attack: 0.001 });
  }
}

function rumble(k: Kit, t: number, freq: number, level: number) {
  const bed = noiseBed(k, t, level, "lowpass", freq, 0.7);
  lfo(k, t, 3.2, level * 0.5, bed.gain.gain);
}

const PENTATONIC = [1568, 1760, 2093, 2349, 2637, 3136, 3520];

const SPIN_RECIPES: Record<SpinnerId, SpinRecipe> = {
  colabottle: {
    interval: 0.12,
    gain: 0.7,
    tick: (k, t, i) => {
      clink(k, t, i % 2 ? 2150 : 2350, i % 2 ? 0.12 : 0.18);
      if (i % 3 === 0) noise(k, t + 0.03, 0.03, 0.05, { filter: "highpass", freq: 7000 });
    },
    bed: (k, t) => rumble(k, t, 380, 0.12),
  },
  orangesodabottle: {
    interval: 0.11,
    gain: 0.7,
    tick: (k, t) => {
      noise(k, t, 0.04, 0.35, { freq: 900, q: 4 });
      tone(k, 260, t, 0.05, 0.18, { type: "triangle", to: 190 });
      for (let b = 0; b < 2; b += 1) {
        const f = rand(1100, 1700);
        tone(k, f, t + rand(0.02, 0.09), 0.025, 0.05, { to: f * 2 });
      }
    },
    bed: (k, t) => {
      noiseBed(k, t, 0.025, "highpass", 5000);
    },
  },
  waterbottle: {
    interval: 0.13,
    gain: 0.7,
    tick: (k, t) => {
      for (let c = 0; c < 3; c += 1) {
        noise(k, t + c * 0.011, 0.008, 0.16, { freq: rand(3000, 5000), q: 2 });
      }
      tone(k, 420, t, 0.035, 0.15, { to: 300 });
    },
    bed: (k, t) => {
      const slosh = noiseBed(k, t, 0.12, "lowpass", 500, 2);
      lfo(k, t, 0.9, 250, slosh.filter.frequency);
    },
  },
  beerbottle: {
    interval: 0.13,
    gain: 0.75,
    tick: (k, t, i) => {
      clink(k, t, i % 2 ? 1450 : 1550, 0.15);
      tone(k, 190, t, 0.06, 0.12, { type: "triangle", to: 150 });
    },
    bed: (k, t) => rumble(k, t, 300, 0.13),
  },
  whiskybottle: {
    interval: 0.16,
    gain: 0.75,
    tick: (k, t) => {
      clink(k, t, 1100, 0.14);
      tone(k, 120, t, 0.07, 0.3, { to: 85 });
    },
    bed: (k, t) => {
      rumble(k, t, 220, 0.15);
      const slosh = noiseBed(k, t, 0.05, "lowpass", 420, 3);
      lfo(k, t, 0.6, 180, slosh.filter.frequency);
    },
  },
  champagne: {
    interval: 0.1,
    gain: 0.65,
    tick: (k, t) => {
      clink(k, t, 2800, 0.14);
      for (let s = 0; s < 2; s += 1) tone(k, rand(6000, 9000), t + rand(0.01, 0.09), 0.03, 0.03);
    },
    bed: (k, t) => {
      const fizz = noiseBed(k, t, 0.03, "highpass", 6000);
      lfo(k, t, 7, 0.015, fizz.gain.gain);
    },
  },
  wheel: {
    interval: 0.065,
    gain: 0.7,
    tick: (k, t) => {
      noise(k, t, 0.012, 0.5, { filter: "highpass", freq: 2500 });
      tone(k, 1900, t, 0.01, 0.07, { type: "square", attack: 0.001 });
      tone(k, 500, t, 0.02, 0.1, { type: "triangle", attack: 0.001 });
    },
    bed: (k, t) => {
      noiseBed(k, t, 0.02, "bandpass", 1200, 0.7);
    },
  },
  pencil: {
    interval: 0.09,
    gain: 0.7,
    tick: (k, t) => {
      noise(k, t, rand(0.04, 0.07), 0.25, { freq: rand(2500, 4500), q: 2 });
      noise(k, t + 0.045, rand(0.02, 0.04), 0.15, { freq: rand(2500, 4500), q: 2 });
    },
    bed: (k, t) => {
      const scratch = noiseBed(k, t, 0.08, "bandpass", 3200, 0.9);
      lfo(k, t, 11, 0.06, scratch.gain.gain, "square");
    },
  },
  pen: {
    interval: 0.14,
    gain: 0.7,
    tick: (k, t) => {
      noise(k, t, 0.006, 0.5, { freq: 2800, q: 6 });
      noise(k, t + 0.018, 0.006, 0.35, { freq: 2200, q: 6 });
      tone(k, 1400, t, 0.02, 0.06, { attack: 0.001 });
    },
    bed: (k, t) => {
      noiseBed(k, t, 0.04, "lowpass", 1500);
    },
  },
  compass: {
    interval: 0.09,
    gain: 0.7,
    tick: (k, t, i) => {
      tone(k, i % 2 ? 3600 : 4200, t, 0.025, 0.12, { attack: 0.001 });
      noise(k, t, 0.005, 0.15, { filter: "highpass", freq: 6000 });
      if (i % 8 === 0) ring(k, t, 2637, 0.03, 0.4);
    },
  },
  knife: {
    interval: 0.2,
    gain: 0.7,
    tick: (k, t, i) => {
      noise(k, t, 0.16, 0.2, { freq: 800, to: 3000, q: 1.2, attack: 0.05 });
      if (i % 2 === 0) ring(k, t + 0.06, 2600, 0.05, 0.25);
    },
  },
  arrow: {
    interval: 0.24,
    gain: 0.75,
    tick: (k, t) => {
      noise(k, t, 0.12, 0.4, { freq: 450, to: 1500, q: 1.5, attack: 0.1 });
    },
    bed: (k, t) => {
      const flutter = noiseBed(k, t, 0.05, "bandpass", 900);
      lfo(k, t, 28, 0.035, flutter.gain.gain);
    },
  },
  "magic-wand": {
    interval: 0.1,
    gain: 0.7,
    tick: (k, t) => {
      const f = PENTATONIC[Math.floor(Math.random() * PENTATONIC.length)] ?? 2093;
      tone(k, f, t, 0.35, 0.07, { attack: 0.005 });
      tone(k, f * 2, t, 0.2, 0.02, { attack: 0.005 });
    },
    bed: (k, t) => {
      const g = k.ctx.createGain();
      g.gain.value = 0.012;
      g.connect(k.out);
      for (const f of [4186, 4192]) {
        const osc = k.ctx.createOscillator();
        osc.frequency.value = f;
        osc.connect(g);
        osc.start(t);
        k.add(osc);
      }
      lfo(k, t, 6, 0.008, g.gain);
    },
  },
};

type AudioContextCtor = new (options?: AudioContextOptions) => AudioContext;

function defaultContextFactory(): () => AudioContext | null {
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

/**
 * Creates a sound player. `getAudioContext` is called lazily on the first play (default:
 * creates one shared AudioContext; return null when audio is unavailable).
 */
export function createSoundPlayer(getAudioContext?: () => AudioContext | null): SoundPlayer {
  const obtain = getAudioContext ?? defaultContextFactory();
  let enabled = true;
  const live = new Set<Voice>();
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
  function openVoice(ctx: AudioContext, level: number) {
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
    return {
      kit,
      voice,
      out,
      isStopped: () => stopped,
      /** Keep the voice open while it has no sources (between spin ticks). */
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

  function playSpin(spinnerId: SpinnerId, options: SpinSoundOptions = {}): StopSound {
    if (!enabled) return noop;
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
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      voice?.stop();
    };

    withContext(
      (ctx) => {
        const opened = openVoice(ctx, recipe.gain);
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
        const schedule = () => {
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
            const horizon = now + LOOKAHEAD_S;
            while (next < horizon && !cancelled) {
              const progress = durationS > 0 ? (next - t0) / durationS : 0;
              if (progress >= 1) break;
              recipe.tick(kit, next, i);
              i += 1;
              next += recipe.interval * (1 + 3 * progress * progress) * rand(0.94, 1.06);
            }
          });
        };
        schedule();
        if (!cancelled) timer = setInterval(schedule, SCHEDULER_MS);
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

    playApplause: () =>
      oneShot(0.8, (k, t) => {
        const total = 2.8;
        // Crowd swell: every clap goes through this envelope.
        const crowd = k.ctx.createGain();
        crowd.connect(k.out);
        crowd.gain.setValueAtTime(SILENT, t);
        crowd.gain.linearRampToValueAtTime(1, t + 0.35);
        crowd.gain.setValueAtTime(1, t + 1.6);
        crowd.gain.exponentialRampToValueAtTime(SILENT, t + total);
        // Three shared "hand size" bands instead of one filter per clap.
        const bands = [1000, 1800, 2800].map((freq) => {
          const f = k.ctx.createBiquadFilter();
          f.type = "bandpass";
          f.frequency.value = freq;
          f.Q.value = 1.1;
          f.connect(crowd);
          return f;
        });
        for (let c = 0; c < 140; c += 1) {
          const at = t + rand(0, total - 0.2);
          const band = bands[c % bands.length];
          noise(k, at, rand(0.03, 0.06), rand(0.2, 0.5), { filter: "none", dest: band });
        }
        noise(k, t, total - 0.1, 0.08, { freq: 1500, q: 0.5, attack: 0.3, dest: crowd });
      }),

    playNotSelected: () =>
      oneShot(0.6, (k, t) => {
        tone(k, 659, t, 0.12, 0.18, { type: "triangle", attack: 0.01 });
        tone(k, 494, t + 0.12, 0.25, 0.16, { type: "triangle", attack: 0.01, to: 440 });
      }),

    playRight: () =>
      oneShot(0.7, (k, t) => {
        [1047, 1319, 1568].forEach((f, n) => {
          tone(k, f, t + n * 0.09, 0.5, 0.18, { attack: 0.005 });
          tone(k, f * 2, t + n * 0.09, 0.25, 0.04, { attack: 0.005 });
        });
      }),

    playWrong: () =>
      oneShot(0.6, (k, t) => {
        const low = k.ctx.createBiquadFilter();
        low.type = "lowpass";
        low.frequency.value = 1200;
        low.connect(k.out);
        [196, 147].forEach((f, n) => {
          const at = t + n * 0.25;
          tone(k, f, at, 0.22, 0.15, { type: "square", attack: 0.01, dest: low });
          tone(k, f * 1.01, at, 0.22, 0.1, { type: "sawtooth", attack: 0.01, dest: low });
        });
      }),

    playWinner: (volume = 1) => {
      const level = Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;
      if (level <= 0) return;
      oneShot(0.75 * level, (k, t) => {
        const brass = k.ctx.createBiquadFilter();
        brass.type = "lowpass";
        brass.frequency.value = 2600;
        brass.connect(k.out);
        const notes: [number, number, number][] = [
          [392, 0, 0.1],
          [523, 0.12, 0.1],
          [659, 0.24, 0.1],
          [784, 0.36, 0.25],
          [659, 0.64, 0.1],
        ];
        for (const [f, at, dur] of notes) {
          tone(k, f, t + at, dur, 0.16, { type: "sawtooth", attack: 0.01, dest: brass });
          tone(k, f, t + at, dur, 0.12, { type: "triangle", attack: 0.01 });
        }
        for (const f of [523, 659, 784, 1047]) {
          tone(k, f, t + 0.78, 1, 0.09, { type: "sawtooth", attack: 0.02, dest: brass });
          tone(k, f, t + 0.78, 1.1, 0.08, { type: "triangle", attack: 0.02 });
        }
        for (let s = 0; s < 6; s += 1) {
          const f = PENTATONIC[s] ?? 2093;
          tone(k, f * 2, t + 0.8 + s * 0.08, 0.3, 0.03, { attack: 0.003 });
        }
      });
    },

    playLoser: () =>
      oneShot(0.7, (k, t) => {
        const notes: [number, number, number][] = [
          [311, 0, 0.34],
          [294, 0.4, 0.34],
          [277, 0.8, 0.34],
          [262, 1.2, 1.0],
        ];
        notes.forEach(([f, at, dur], n) => {
          const start = t + at;
          const wah = k.ctx.createBiquadFilter();
          wah.type = "lowpass";
          wah.Q.value = 4;
          wah.frequency.setValueAtTime(400, start);
          wah.frequency.linearRampToValueAtTime(1400, start + 0.12);
          wah.frequency.linearRampToValueAtTime(600, start + dur);
          wah.connect(k.out);
          const osc = k.ctx.createOscillator();
          osc.type = "sawtooth";
          osc.frequency.setValueAtTime(f, start);
          const g = k.ctx.createGain();
          envelope(g.gain, start, 0.2, 0.03, dur);
          osc.connect(g);
          g.connect(wah);
          osc.start(start);
          osc.stop(start + dur + 0.1);
          k.add(osc);
          if (n === notes.length - 1) {
            const vib = k.ctx.createOscillator();
            vib.frequency.value = 6;
            const depth = k.ctx.createGain();
            depth.gain.value = 5;
            vib.connect(depth);
            depth.connect(osc.frequency);
            vib.start(start + 0.15);
            vib.stop(start + dur + 0.1);
            k.add(vib);
          }
        });
      }),

    setEnabled: (value: boolean) => {
      enabled = Boolean(value);
      if (!enabled) {
        for (const voice of [...live]) attempt(() => voice.stop());
      }
    },

    isEnabled: () => enabled,
  };
}
