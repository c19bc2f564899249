import type { CardGame } from "../games";
import { AGE_RATINGS, type AgeRating } from "./question-kinds";
import type {
  AnyQuestion,
  TriviaQuestion,
  TruthDareQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "./types";

type Raw = Record<string, unknown>;
type Meta = Pick<AnyQuestion, "id" | "category" | "difficulty" | "ageRating" | "isAdult">;

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

const isAgeRating = (value: unknown): value is AgeRating =>
  (AGE_RATINGS as readonly unknown[]).includes(value);

function meta(raw: Raw, id: number): Meta {
  const difficulty = raw.difficulty;
  return {
    id,
    category: isText(raw.category) ? raw.category : "general",
    difficulty: difficulty === "easy" || difficulty === "hard" ? difficulty : "medium",
    // An unrated question is treated as the strictest rating rather than shown to everyone.
    ageRating: isAgeRating(raw.ageRating) ? raw.ageRating : "R",
    isAdult: raw.isAdult === true,
  };
}

function trivia(raw: Raw, base: Meta): TriviaQuestion | null {
  if (!isText(raw.question)) return null;
  const funFact = isText(raw.funFact) ? raw.funFact : "";
  const { A, B, C, D, Answer } = raw;
  if (isText(A) && isText(B) && isText(C) && isText(D) && isText(Answer)) {
    return { ...base, question: raw.question, A, B, C, D, Answer, funFact };
  }
  // Older content lists the options and the index of the right one.
  const options = raw.options;
  const index = raw.correctIndex;
  if (!Array.isArray(options) || options.length < 4 || typeof index !== "number") return null;
  const [a, b, c, d] = options;
  if (!isText(a) || !isText(b) || !isText(c) || !isText(d)) return null;
  if (!Number.isInteger(index) || index < 0 || index > 3) return null;
  const answer = [a, b, c, d][index] as string;
  return { ...base, question: raw.question, A: a, B: b, C: c, D: d, Answer: answer, funFact };
}

/** The question in the app's shape, or null when a field its card shows is missing. */
export function toUsableQuestion(gameType: CardGame, value: unknown): AnyQuestion | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Raw;
  if (typeof raw.id !== "number" || !Number.isFinite(raw.id)) return null;
  const base = meta(raw, raw.id);
  switch (gameType) {
    case "trivia":
      return trivia(raw, base);
    case "truth-dare": {
      if (!isText(raw.question) || (raw.category !== "truth" && raw.category !== "dare")) {
        return null;
      }
      const q: TruthDareQuestion = { ...base, category: raw.category, question: raw.question };
      return q;
    }
    case "would-you-rather": {
      if (!isText(raw.option1) || !isText(raw.option2)) return null;
      const q: WouldYouRatherQuestion = { ...base, option1: raw.option1, option2: raw.option2 };
      return q;
    }
    case "which-one-you-are": {
      if (!isText(raw.question) || !isText(raw.option1) || !isText(raw.option2)) return null;
      const q: WhichOneQuestion = {
        ...base,
        question: raw.question,
        option1: raw.option1,
        option2: raw.option2,
      };
      return q;
    }
  }
}

/**
 * Ratings up to `maxAgeRating` (G < PG < PG-13); adult items (isAdult, or rated R) exactly
 * when allowed: with the adult setting on they come up too, whatever the ceiling for the rest.
 */
export function isAllowed(
  question: Pick<AnyQuestion, "ageRating" | "isAdult">,
  maxAgeRating: AgeRating,
  allowAdult: boolean,
): boolean {
  if (question.isAdult || question.ageRating === "R") return allowAdult;
  return AGE_RATINGS.indexOf(question.ageRating) <= AGE_RATINGS.indexOf(maxAgeRating);
}
