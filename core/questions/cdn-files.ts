import { CARD_GAMES, type CardGame } from "../games";

/** The published bank's season: part of every file name, so a new season is a new URL. */
export const SEASON = "s1";

/** /cdn/{game}/{game}-{season}-{language}-index.json: a language's blocks. */
export const languageIndexFile = (game: CardGame, language: string, season = SEASON) =>
  `${game}-${season}-${language}-index.json`;

/** /cdn/{game}/{game}-{season}-{language}-block-{n}.json: one block of questions (n from 1). */
export const blockFile = (game: CardGame, language: string, block: number, season = SEASON) =>
  `${game}-${season}-${language}-block-${block}.json`;

const FILE = new RegExp(
  `^(${CARD_GAMES.join("|")})-${SEASON}-([a-z]{2})-(?:index|block-([1-9]\\d{0,3}))\\.json$`,
);

/** A published file's name read back, or null when it names no file of this season. */
export function parseCdnFile(
  name: string,
): { game: CardGame; language: string; block: number | null } | null {
  const match = FILE.exec(name);
  if (!match) return null;
  return {
    game: match[1] as CardGame,
    language: match[2] as string,
    block: match[3] ? Number(match[3]) : null,
  };
}
