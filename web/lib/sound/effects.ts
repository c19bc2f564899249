/** One-shot game sounds: each is a voice level plus a recipe scheduled from time `t`. */
import { envelope, type Kit, noise, PENTATONIC, rand, SILENT, tone } from "./synth";

export interface Effect {
  level: number;
  build(k: Kit, t: number): void;
}

export const APPLAUSE: Effect = {
  level: 0.8,
  build: (k, t) => {
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
  },
};

export const NOT_SELECTED: Effect = {
  level: 0.6,
  build: (k, t) => {
    tone(k, 659, t, 0.12, 0.18, { type: "triangle", attack: 0.01 });
    tone(k, 494, t + 0.12, 0.25, 0.16, { type: "triangle", attack: 0.01, to: 440 });
  },
};

export const RIGHT: Effect = {
  level: 0.7,
  build: (k, t) => {
    [1047, 1319, 1568].forEach((f, n) => {
      tone(k, f, t + n * 0.09, 0.5, 0.18, { attack: 0.005 });
      tone(k, f * 2, t + n * 0.09, 0.25, 0.04, { attack: 0.005 });
    });
  },
};

export const WRONG: Effect = {
  level: 0.6,
  build: (k, t) => {
    const low = k.ctx.createBiquadFilter();
    low.type = "lowpass";
    low.frequency.value = 1200;
    low.connect(k.out);
    [196, 147].forEach((f, n) => {
      const at = t + n * 0.25;
      tone(k, f, at, 0.22, 0.15, { type: "square", attack: 0.01, dest: low });
      tone(k, f * 1.01, at, 0.22, 0.1, { type: "sawtooth", attack: 0.01, dest: low });
    });
  },
};

/** Full-volume level; playWinner scales it by the caller's volume. */
export const WINNER: Effect = {
  level: 0.75,
  build: (k, t) => {
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
  },
};

export const LOSER: Effect = {
  level: 0.7,
  build: (k, t) => {
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
      // Vibrato on the last, long note only: the classic "sad trombone" wobble.
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
  },
};
