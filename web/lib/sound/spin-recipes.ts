/** Per-style spinning sounds: a repeating tick plus an optional continuous bed. */
import type { SpinnerId } from "#core/spinners/spinner-styles.ts";
import {
  clink,
  type Kit,
  lfo,
  noise,
  noiseBed,
  PENTATONIC,
  rand,
  ring,
  rumble,
  tone,
} from "./synth";

export interface SpinRecipe {
  /** Seconds between ticks at full speed. */
  interval: number;
  /** Voice level. */
  gain: number;
  tick(k: Kit, t: number, i: number): void;
  /** Continuous layer started once (stopped with the voice). */
  bed?(k: Kit, t: number): void;
}

export const SPIN_RECIPES: Record<SpinnerId, SpinRecipe> = {
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
