/**
 * Static artwork the image preloader fetches before the first spin. The files are generated
 * from the React artwork by scripts/render-art.ts into web/public/images. A build serves them
 * from /assets/img-<hash of them all>/ (vite.config.ts), cached for a year like the
 * scripts; elsewhere (tests, scripts) they are read from /images.
 */
import { CARD_GAMES, type CardGame } from "../games";
import { SPINNER_IDS, type SpinnerId } from "../spinners/spinner-styles";

declare const __IMAGES__: string | undefined;
const IMAGES = typeof __IMAGES__ === "string" ? __IMAGES__ : "/images";

export function spinnerImagePath(id: SpinnerId): string {
  return `${IMAGES}/spinners/${id}.svg`;
}

export function gameImagePath(id: CardGame): string {
  return `${IMAGES}/games/${id}.svg`;
}

/** 13 spinner images followed by 4 game images. */
export const PRELOAD_IMAGES: readonly string[] = [
  ...SPINNER_IDS.map(spinnerImagePath),
  ...CARD_GAMES.map(gameImagePath),
];
