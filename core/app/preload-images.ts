/**
 * Static artwork the image preloader fetches before the first spin. The files are generated
 * from the React artwork by scripts/render-art.ts into web/public/images (served from /images).
 */
import { CARD_GAMES, type CardGame } from "../games";
import { SPINNER_IDS, type SpinnerId } from "../spinners/spinner-styles";

export function spinnerImagePath(id: SpinnerId): string {
  return `/images/spinners/${id}.svg`;
}

export function gameImagePath(id: CardGame): string {
  return `/images/games/${id}.svg`;
}

/** 13 spinner images followed by 4 game images. */
export const PRELOAD_IMAGES: readonly string[] = [
  ...SPINNER_IDS.map(spinnerImagePath),
  ...CARD_GAMES.map(gameImagePath),
];
