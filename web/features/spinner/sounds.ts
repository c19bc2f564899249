import { loadOnce } from "../../lib/load-once";
import type { SoundPlayer, StopSound } from "../../lib/sound/player";

let player: SoundPlayer | undefined;
let enabled = true;

/** The synthesizer is loaded on demand, so the first page load does not carry it. */
const load = loadOnce(() =>
  import("../../lib/sound/player").then(({ createSoundPlayer }) => {
    player = createSoundPlayer();
    player.setEnabled(enabled);
    return player;
  }),
);

const silent: StopSound = () => {};

/**
 * One player for the page. Until it has loaded, sounds are skipped (a spin never waits for
 * audio); warm() loads it and prepares the AudioContext while the page is idle.
 */
export const sounds = {
  stopSpin: undefined as StopSound | undefined,
  /** Loads the synthesizer now, and starts audio when the page is next idle. */
  warm(): void {
    load()
      .then((p) => {
        const whenIdle =
          globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 500));
        whenIdle(() => p.warm(), { timeout: 5000 });
      })
      .catch(() => {});
  },
  setEnabled(on: boolean): void {
    enabled = on;
    player?.setEnabled(on);
  },
  playSpin(...args: Parameters<SoundPlayer["playSpin"]>): StopSound {
    if (!player) void load().catch(() => {});
    return player?.playSpin(...args) ?? silent;
  },
  playApplause: () => player?.playApplause(),
  playNotSelected: () => player?.playNotSelected(),
  playRight: () => player?.playRight(),
  playWrong: () => player?.playWrong(),
  playWinner: (volume?: number) => player?.playWinner(volume),
  playLoser: () => player?.playLoser(),
};
