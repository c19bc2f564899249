import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPINNER_IDS } from "#core/spinners/spinner-styles.ts";
import { WAVE_TYPES } from "./engine";
import { createSoundPlayer, type SoundPlayer } from "./player";

class FakeParam {
  value = 0;
  calls: string[] = [];
  setValueAtTime(v: number) {
    this.value = v;
    this.calls.push("set");
    return this;
  }
  linearRampToValueAtTime(v: number) {
    this.value = v;
    return this;
  }
  exponentialRampToValueAtTime(v: number) {
    if (v <= 0) throw new RangeError("exponential ramp to non-positive value");
    this.value = v;
    return this;
  }
  setTargetAtTime() {
    return this;
  }
  cancelScheduledValues() {
    return this;
  }
}

class FakeNode {
  connections: unknown[] = [];
  constructor(readonly kind: string) {}
  connect(target: unknown) {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.connections = [];
  }
}

class FakeSource extends FakeNode {
  type = "sine";
  loop = false;
  buffer: unknown = null;
  frequency = new FakeParam();
  detune = new FakeParam();
  playbackRate = new FakeParam();
  onended: (() => void) | null = null;
  starts: number[] = [];
  stops: number[] = [];
  start(when = 0) {
    this.starts.push(when);
  }
  stop(when = 0) {
    if (this.starts.length === 0) throw new Error("InvalidStateError: stop before start");
    this.stops.push(when);
  }
}

/** Records every node it creates; time only moves when the test says so. */
class FakeAudioContext {
  state: "running" | "suspended" | "closed" = "running";
  currentTime = 0;
  sampleRate = 8000;
  destination = new FakeNode("destination");
  nodes: FakeNode[] = [];
  resume = vi.fn(() => Promise.resolve());
  private make<T extends FakeNode>(node: T): T {
    this.nodes.push(node);
    return node;
  }
  get sources() {
    return this.nodes.filter((n): n is FakeSource => n instanceof FakeSource);
  }
  createGain() {
    return this.make(Object.assign(new FakeNode("gain"), { gain: new FakeParam() }));
  }
  createBiquadFilter() {
    return this.make(
      Object.assign(new FakeNode("biquad"), {
        type: "lowpass",
        frequency: new FakeParam(),
        Q: new FakeParam(),
        gain: new FakeParam(),
      }),
    );
  }
  createDynamicsCompressor() {
    return this.make(new FakeNode("compressor"));
  }
  createOscillator() {
    return this.make(new FakeSource("oscillator"));
  }
  createBufferSource() {
    return this.make(new FakeSource("buffer-source"));
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { duration: length / sampleRate, length, getChannelData: () => data };
  }
}

const asContext = (fake: unknown) => fake as AudioContext;

function playEverything(player: SoundPlayer) {
  const stops = SPINNER_IDS.map((id) => player.playSpin(id));
  player.playApplause();
  player.playNotSelected();
  player.playRight();
  player.playWrong();
  player.playWinner();
  player.playWinner(0.3);
  player.playLoser();
  for (const stop of stops) stop();
  return stops;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSoundPlayer", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("does nothing and never throws without an AudioContext", () => {
    vi.stubGlobal("AudioContext", undefined);
    vi.stubGlobal("webkitAudioContext", undefined);
    const player = createSoundPlayer();
    expect(() => playEverything(player)).not.toThrow();
    for (const stop of playEverything(player)) expect(typeof stop).toBe("function");
    expect(() => player.setEnabled(false)).not.toThrow();
  });

  it("does nothing when the AudioContext constructor throws", () => {
    const ctor = vi.fn(function audioContextStub() {
      throw new Error("NotAllowedError");
    });
    vi.stubGlobal("AudioContext", ctor);
    const player = createSoundPlayer();
    expect(() => playEverything(player)).not.toThrow();
    expect(ctor).toHaveBeenCalledTimes(1); // not retried on every call
  });

  it("creates the AudioContext lazily, on the first play", () => {
    const fake = new FakeAudioContext();
    const ctor = vi.fn(function audioContextStub() {
      return fake;
    });
    vi.stubGlobal("AudioContext", ctor);
    const player = createSoundPlayer();
    expect(ctor).not.toHaveBeenCalled();
    player.playRight();
    player.playWrong();
    expect(ctor).toHaveBeenCalledTimes(1);
    expect(fake.nodes.length).toBeGreaterThan(0);
  });

  it("survives getters that return null or throw, and minimal or broken contexts", () => {
    const getters: (() => AudioContext | null)[] = [
      () => null,
      () => {
        throw new Error("boom");
      },
      () => asContext({}),
      () => asContext({ state: "running", currentTime: 0 }),
      () => asContext({ state: "running", currentTime: 0, createGain: () => ({}) }),
      () => asContext({ state: "suspended", resume: () => Promise.reject(new Error("no")) }),
      () =>
        asContext({
          state: "suspended",
          resume: () => {
            throw new Error("sync");
          },
        }),
      () => asContext({ state: "closed" }),
    ];
    for (const getter of getters) {
      const player = createSoundPlayer(getter);
      expect(() => playEverything(player)).not.toThrow();
    }
    return flush(); // any unhandled rejection would fail the run
  });

  it("plays every sound on a fake context", () => {
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    const counts: Record<string, number> = {};
    const measure = (name: string, play: () => void) => {
      const before = fake.sources.length;
      play();
      counts[name] = fake.sources.length - before;
    };
    vi.useFakeTimers();
    for (const id of SPINNER_IDS)
      measure(id, () => {
        const stop = player.playSpin(id);
        vi.advanceTimersByTime(0); // a spin's sound starts a task after the click
        stop();
      });
    measure("applause", () => player.playApplause());
    measure("notSelected", () => player.playNotSelected());
    measure("right", () => player.playRight());
    measure("wrong", () => player.playWrong());
    measure("winner", () => player.playWinner(0.5));
    measure("loser", () => player.playLoser());
    for (const [name, count] of Object.entries(counts)) {
      expect(count, name).toBeGreaterThan(0);
    }
    for (const source of fake.sources) expect(source.starts.length).toBe(1);
  });

  it("plays nothing while disabled and does not even create a context", () => {
    const fake = new FakeAudioContext();
    const getter = vi.fn(() => asContext(fake));
    const player = createSoundPlayer(getter);
    player.setEnabled(false);
    expect(player.isEnabled()).toBe(false);
    playEverything(player);
    expect(fake.nodes).toHaveLength(0);
    expect(getter).not.toHaveBeenCalled();

    player.setEnabled(true);
    player.playRight();
    expect(fake.nodes.length).toBeGreaterThan(0);
  });

  it("starts a spin's sound a task after the click, its first moments first", () => {
    vi.useFakeTimers();
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    player.playSpin("wheel");
    expect(fake.sources).toHaveLength(0);
    vi.advanceTimersByTime(0);
    const started = Math.max(...fake.sources.map((s) => s.starts.at(-1) ?? 0));
    expect(started).toBeLessThanOrEqual(0.12);
    vi.advanceTimersByTime(90);
    const later = Math.max(...fake.sources.map((s) => s.starts.at(-1) ?? 0));
    expect(later).toBeGreaterThan(0.2); // the full look-ahead, 0.35 s
  });

  it("warms every oscillator type the sounds use, one per idle moment, so a spin builds none", () => {
    vi.useFakeTimers();
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    player.warm();
    const warmedFirst = fake.sources.map((s) => s.type);
    expect(warmedFirst).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    const warmed = new Set(fake.sources.map((s) => s.type));
    expect(warmed).toEqual(new Set(WAVE_TYPES));
    fake.nodes = [];
    playEverything(player);
    vi.advanceTimersByTime(1000);
    const used = new Set(fake.sources.filter((s) => s.kind === "oscillator").map((s) => s.type));
    expect(used.size).toBeGreaterThan(1);
    for (const type of used) expect(warmed).toContain(type);
  });

  it("resumes a suspended context in the click itself, where every browser allows it", () => {
    const fake = new FakeAudioContext();
    fake.state = "suspended";
    fake.resume.mockImplementation(() => new Promise(() => {}));
    createSoundPlayer(() => asContext(fake)).playSpin("wheel");
    expect(fake.resume).toHaveBeenCalledTimes(1);
  });

  it("stops the scheduled nodes of a spin and schedules no more", () => {
    vi.useFakeTimers();
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    const stop = player.playSpin("colabottle");
    vi.advanceTimersByTime(0);
    const started = fake.sources;
    expect(started.length).toBeGreaterThan(0);
    // A looping bed has no stop until the spin is stopped.
    expect(started.some((s) => s.stops.length === 0)).toBe(true);

    fake.currentTime = 1;
    vi.advanceTimersByTime(1000);
    const whileSpinning = fake.sources.length;
    expect(whileSpinning).toBeGreaterThan(started.length); // the scheduler keeps ticking

    fake.currentTime = 1.05;
    stop();
    for (const source of fake.sources) {
      expect(source.stops.length).toBeGreaterThan(0);
      expect(source.stops.at(-1)).toBeLessThanOrEqual(1.05 + 0.1);
    }
    fake.currentTime = 5;
    vi.advanceTimersByTime(5000);
    expect(fake.sources.length).toBe(whileSpinning);
    expect(() => stop()).not.toThrow(); // idempotent
  });

  it("disabling stops a running spin", () => {
    vi.useFakeTimers();
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    player.playSpin("wheel");
    vi.advanceTimersByTime(0);
    fake.currentTime = 0.5;
    player.setEnabled(false);
    for (const source of fake.sources) expect(source.stops.at(-1)).toBeLessThanOrEqual(0.6);
    const count = fake.sources.length;
    fake.currentTime = 3;
    vi.advanceTimersByTime(3000);
    expect(fake.sources.length).toBe(count);
  });

  it("ends a timed spin by itself", () => {
    vi.useFakeTimers();
    const fake = new FakeAudioContext();
    const player = createSoundPlayer(() => asContext(fake));
    player.playSpin("pencil", { durationMs: 1000 });
    vi.advanceTimersByTime(0);
    fake.currentTime = 2;
    vi.advanceTimersByTime(200);
    const count = fake.sources.length;
    for (const source of fake.sources) expect(source.stops.length).toBeGreaterThan(0);
    fake.currentTime = 4;
    vi.advanceTimersByTime(2000);
    expect(fake.sources.length).toBe(count);
  });

  it("waits for a suspended context to resume, and stays silent if it cannot", async () => {
    const resumable = new FakeAudioContext();
    resumable.state = "suspended";
    resumable.resume.mockImplementation(() => {
      resumable.state = "running";
      return Promise.resolve();
    });
    createSoundPlayer(() => asContext(resumable)).playRight();
    expect(resumable.nodes).toHaveLength(0);
    await flush();
    expect(resumable.nodes.length).toBeGreaterThan(0);

    const stuck = new FakeAudioContext();
    stuck.state = "suspended";
    stuck.resume.mockImplementation(() => Promise.reject(new Error("not allowed")));
    const player = createSoundPlayer(() => asContext(stuck));
    expect(() => playEverything(player)).not.toThrow();
    await flush();
    expect(stuck.nodes).toHaveLength(0);

    // A spin stopped before the context resumed never starts.
    const late = new FakeAudioContext();
    late.state = "suspended";
    late.resume.mockImplementation(() => {
      late.state = "running";
      return Promise.resolve();
    });
    createSoundPlayer(() => asContext(late)).playSpin("arrow")();
    await flush();
    expect(late.nodes).toHaveLength(0);
  });
});
