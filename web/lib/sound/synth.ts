/**
 * Low-level Web Audio building blocks shared by the spin recipes and the one-shot effects.
 * Everything here schedules on the audio clock; nothing starts JS timers.
 */

/** Builder handed to the sound recipes: where to connect and how to register sources. */
export interface Kit {
  ctx: AudioContext;
  out: AudioNode;
  noise: AudioBuffer;
  add(source: AudioScheduledSourceNode): void;
}

/** Exponential ramps cannot reach 0, so "silence" is this tiny level. */
export const SILENT = 0.0001;

export const PENTATONIC = [1568, 1760, 2093, 2349, 2637, 3136, 3520];

export function attempt(fn: () => void): void {
  try {
    fn();
  } catch {
    // Audio is best effort: never let a sound break the game.
  }
}

export const rand = (min: number, max: number) => min + Math.random() * (max - min);

export function envelope(
  param: AudioParam,
  t: number,
  peak: number,
  attack: number,
  decay: number,
) {
  param.setValueAtTime(SILENT, t);
  param.linearRampToValueAtTime(Math.max(peak, SILENT * 2), t + attack);
  param.exponentialRampToValueAtTime(SILENT, t + attack + decay);
}

export interface ToneOpts {
  type?: OscillatorType;
  attack?: number;
  /** Glide to this frequency over the note. */
  to?: number;
  dest?: AudioNode;
}

export function tone(k: Kit, freq: number, t: number, dur: number, peak: number, o: ToneOpts = {}) {
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

export interface NoiseOpts {
  /** "none" connects the raw noise (cheaper when the destination already filters). */
  filter?: BiquadFilterType | "none";
  freq?: number;
  q?: number;
  to?: number;
  attack?: number;
  dest?: AudioNode;
}

export function noise(k: Kit, t: number, dur: number, peak: number, o: NoiseOpts = {}) {
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
export function noiseBed(
  k: Kit,
  t: number,
  level: number,
  filter: BiquadFilterType,
  freq: number,
  q = 1,
) {
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
export function lfo(
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
export function clink(k: Kit, t: number, base: number, peak: number) {
  const f = base * rand(0.97, 1.03);
  tone(k, f, t, 0.14, peak, { attack: 0.001 });
  tone(k, f * 2.76, t, 0.08, peak * 0.5, { attack: 0.001 });
  tone(k, f * 5.4, t, 0.04, peak * 0.25, { attack: 0.001 });
}

/** Struck metal: inharmonic partials with a longer ring. */
export function ring(k: Kit, t: number, base: number, peak: number, decay = 0.3) {
  for (const [ratio, level] of [
    [1, 1],
    [1.47, 0.6],
    [2.09, 0.4],
    [2.56, 0.25],
  ] as const) {
    tone(k, base * ratio, t, decay / ratio, peak * level, { attack: 0.001 });
  }
}

export function rumble(k: Kit, t: number, freq: number, level: number) {
  const bed = noiseBed(k, t, level, "lowpass", freq, 0.7);
  lfo(k, t, 3.2, level * 0.5, bed.gain.gain);
}
