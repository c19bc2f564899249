import type { ComponentType } from "react";
import type { CardGame } from "#core/games.ts";
import type { ArtProps } from "#web/ui/art-types.ts";
import { TriviaArt } from "./trivia";
import { TruthDareArt } from "./truth-dare";
import { WhichOneYouAreArt } from "./which-one-you-are";
import { WouldYouRatherArt } from "./would-you-rather";

export interface GameArt {
  Art: ComponentType<ArtProps>;
  /** Game cards are landscape, so these drawings use a 120x80 box. */
  viewBox: string;
}

/** Artwork of every game that has a card image. */
export const GAME_ART: Record<CardGame, GameArt> = {
  trivia: { Art: TriviaArt, viewBox: "0 0 120 80" },
  "truth-dare": { Art: TruthDareArt, viewBox: "0 0 120 80" },
  "would-you-rather": { Art: WouldYouRatherArt, viewBox: "0 0 120 80" },
  "which-one-you-are": { Art: WhichOneYouAreArt, viewBox: "0 0 120 80" },
};
