/**
 * Static artwork the image preloader fetches before the first spin. The files are generated
 * from the React artwork by scripts/render-art.ts into web/public/images (served from /images).
 */
import { SPINNER_IDS, type SpinnerId } from "../spinners/spinner-styles";

/** Games with a card image (just-spinner has none). */
export const GAME_IMAGE_IDS = [
  "trivia",
  "truth-dare",
  "would-you-rather",
  "which-one-you-are",
] as const;

export type GameImageId = (typeof GAME_IMAGE_IDS)[number];

export function spinnerImagePath(id: SpinnerId): string {
  return `/images/spinners/${id}.svg`;
}

export function gameImagePath(id: GameImageId): string {
  return `/images/games/${id}.svg`;
}

/** 13 spinner images followed by 4 game images. */
export const PRELOAD_IMAGES: readonly string[] = [
  ...SPINNER_IDS.map(spinnerImagePath),
  ...GAME_IMAGE_IDS.map(gameImagePath),
];
