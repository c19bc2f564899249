import type { CardGame } from "../games";
import type { AgeRating } from "./question-kinds";

/** Fields every published question carries (one language, merged with the English meta). */
type Meta = {
  id: number;
  category: string;
  difficulty: "easy" | "medium" | "hard";
  ageRating: AgeRating;
  isAdult: boolean;
};

export type TriviaQuestion = Meta & {
  question: string;
  A: string;
  B: string;
  C: string;
  D: string;
  /** The text of the correct option. */
  Answer: string;
  funFact: string;
};

export type TruthDareQuestion = Meta & { category: "truth" | "dare"; question: string };
export type WouldYouRatherQuestion = Meta & { option1: string; option2: string };
export type WhichOneQuestion = Meta & { question: string; option1: string; option2: string };

export type QuestionOf<G extends CardGame> = G extends "trivia"
  ? TriviaQuestion
  : G extends "truth-dare"
    ? TruthDareQuestion
    : G extends "would-you-rather"
      ? WouldYouRatherQuestion
      : WhichOneQuestion;

export type AnyQuestion =
  | TriviaQuestion
  | TruthDareQuestion
  | WouldYouRatherQuestion
  | WhichOneQuestion;

/** GET /cdn/{game}/index.json */
export type GameIndex = {
  gameType: CardGame;
  season: string;
  generatedAt: string;
  languages: { code: string; indexFile: string }[];
};

/** GET /cdn/{game}/{indexFile} */
export type LanguageIndex = {
  language: string;
  season: string;
  totalBlocks: number;
  totalQuestions: number;
  generatedAt: string;
};

/** GET /cdn/{game}/{game}-{season}-{language}-block-{n}.json (n from 1) */
export type QuestionBlock<Q extends AnyQuestion = AnyQuestion> = { questions: Q[] };

/** What the loader reports about its sets and blocks, shown by the debug panel on localhost. */
export type LoaderStats = {
  current: number;
  used: number;
  prefetchBlock: number | null;
  currentBlock: number | null;
  totalBlocks: number;
};
