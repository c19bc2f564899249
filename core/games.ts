/**
 * The games of Twirl, in the order the Games panel offers them: Just spin, then the card
 * games. A card game has a card, a question bank (content/questions/<game>), an image
 * (/images/games/<game>.svg) and its strings; everything that lists games derives from here.
 */
export const GAME_TYPES = [
  "just-spinner",
  "trivia",
  "would-you-rather",
  "which-one-you-are",
  "truth-dare",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The games that open a card after a spin, with questions from the bank. */
export type CardGame = Exclude<GameType, "just-spinner">;
export const CARD_GAMES = GAME_TYPES.filter((g): g is CardGame => g !== "just-spinner");
