import { createSoundPlayer, type StopSound } from "../../lib/sound/player";

/** One player for the page: one AudioContext, created on the first sound. */
export const sounds: ReturnType<typeof createSoundPlayer> & { stopSpin?: StopSound } =
  createSoundPlayer();
