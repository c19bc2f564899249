/**
 * Renders the React SVG artwork to static files in web/public/images, so the app can show
 * them as <img> (the image preloader fetches them, and the drawings stay out of the JS
 * bundle). Re-run after changing any artwork: `npx tsx scripts/render-art.ts`.
 * web/features/spinner/rendered-art.test.ts fails while a committed file is stale.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { gameImagePath, spinnerImagePath } from "#core/app/preload-images.ts";
import { CARD_GAMES, type CardGame } from "#core/games.ts";
import { SPINNER_IDS } from "#core/spinners/spinner-styles.ts";
import { GAME_ART } from "../web/features/games/art/game-art";
import { SPINNER_ART } from "../web/features/spinner/spinner-art";
import panels from "../web/locales/panels/en.json";
import type { ArtProps } from "../web/ui/art-types";

const spinnerNames = panels.spinners;

/** The <title> is fixed English: the app labels its <img> tags with translated alt text. */
const GAME_NAMES: Record<CardGame, string> = {
  trivia: "Trivia",
  "truth-dare": "Truth or Dare",
  "would-you-rather": "Would You Rather",
  "which-one-you-are": "Which One Are You",
};

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ArtFile {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  svg: string;
}

interface SvgOptions {
  Art: ComponentType<ArtProps>;
  /** Prefix of every id in the file; the image id keeps them readable. */
  uid: string;
  viewBox: string;
  title: string;
}

/** A standalone SVG document: xmlns, viewBox, <title>, one element per line for diffs. */
export function renderSvg({ Art, uid, viewBox, title }: SvgOptions): string {
  const markup = renderToStaticMarkup(
    createElement(
      "svg",
      { xmlns: "http://www.w3.org/2000/svg", viewBox },
      createElement("title", null, title),
      createElement(Art, { uid }),
    ),
  );
  // React escapes ">" inside attribute values, so [^>]* cannot run past a tag.
  const compact = markup.replace(/<([a-zA-Z]+)([^>]*)><\/\1>/g, "<$1$2/>");
  // No <text> in the artwork, so whitespace between tags cannot change the drawing.
  return `${compact.replaceAll("><", ">\n<")}\n`;
}

/** Every generated image: 13 spinners then 4 games, in PRELOAD_IMAGES order. */
export function renderArtFiles(): ArtFile[] {
  const spinners = SPINNER_IDS.map((id) => ({
    file: `web/public${spinnerImagePath(id)}`,
    svg: renderSvg({
      Art: SPINNER_ART[id],
      uid: id,
      viewBox: "0 0 100 100",
      title: spinnerNames[id],
    }),
  }));
  const games = CARD_GAMES.map((id) => ({
    file: `web/public${gameImagePath(id)}`,
    svg: renderSvg({ ...GAME_ART[id], uid: id, title: GAME_NAMES[id] }),
  }));
  return [...spinners, ...games];
}

function main(): void {
  const files = renderArtFiles();
  for (const { file, svg } of files) {
    const target = path.join(REPO_ROOT, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  console.log(`wrote ${files.length} images to web/public/images`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
