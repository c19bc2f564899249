import { loadOnce } from "../load-once";
import type { SoundPlayer, StopSound } from "./player";

let player: SoundPlayer | undefined;
let enabled = true;

/** The synthesizer is loaded on demand, so the first page load does not carry it. */
const load = loadOnce(() =>
  import("./player").then(({ createSoundPlayer }) => {
    player = createSoundPlayer();
    player.setEnabled(enabled);
    return player;
  }),
);

const silent: StopSound = () => {};

/**
 * One player for the page. Until it has loaded, sounds are skipped (a spin never waits for
 * audio); warm() loads it and prepares the AudioContext straight away.
 */
export const sounds = {
  stopSpin: undefined as StopSound | undefined,
  /**
   * Loads the synthesizer and starts audio at once. Creating the AudioContext takes tens of
   * milliseconds: spent right after the visitor's first move, it is over before a spin, where
   * an idle callback would wait and then run in the spin's first idle gap (a 65 ms task in
   * bench/spin.ts).
   */
  warm(): void {
    load()
      .then((p) => p.warm())
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
