import { z } from "zod";
import type { CardGame } from "../games";

import { AGE_RATINGS } from "./question-kinds";

/** The question bank's authoring format (content/questions/<game>/<language>.json). */
const text = z.string().trim().min(1).max(300);

/** What every question has in English; translations carry only the text fields. */
const meta = {
  id: z.number().int().positive(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  ageRating: z.enum(AGE_RATINGS),
  isAdult: z.boolean(),
};

const triviaText = {
  question: text,
  A: text,
  B: text,
  C: text,
  D: text,
  /** The text of the correct option, equal to one of A to D. */
  Answer: text,
  funFact: text,
};

const answerIsAnOption = (q: { A: string; B: string; C: string; D: string; Answer: string }) =>
  [q.A, q.B, q.C, q.D].includes(q.Answer);
const optionsDistinct = (q: { A: string; B: string; C: string; D: string }) =>
  new Set([q.A, q.B, q.C, q.D].map((o) => o.toLowerCase())).size === 4;

const triviaChecks = <
  T extends z.ZodType<{ A: string; B: string; C: string; D: string; Answer: string }>,
>(
  schema: T,
) =>
  schema
    .refine(answerIsAnOption, { message: "Answer must equal one of A to D" })
    .refine(optionsDistinct, { message: "A to D must be four different options" });

export const triviaSchema = triviaChecks(
  z.strictObject({ ...meta, category: z.string().regex(/^[a-z-]+$/), ...triviaText }),
);
export const triviaTranslationSchema = triviaChecks(z.strictObject({ id: meta.id, ...triviaText }));

export const truthDareSchema = z.strictObject({
  ...meta,
  category: z.enum(["truth", "dare"]),
  question: text,
});
export const truthDareTranslationSchema = z.strictObject({ id: meta.id, question: text });

export const wouldYouRatherSchema = z.strictObject({
  ...meta,
  category: z.string().regex(/^[a-z-]+$/),
  option1: text,
  option2: text,
});
export const wouldYouRatherTranslationSchema = z.strictObject({
  id: meta.id,
  option1: text,
  option2: text,
});

export const whichOneSchema = z.strictObject({
  ...meta,
  category: z.string().regex(/^[a-z-]+$/),
  question: text,
  option1: text,
  option2: text,
});
export const whichOneTranslationSchema = z.strictObject({
  id: meta.id,
  question: text,
  option1: text,
  option2: text,
});

export const CONTENT_SCHEMAS = {
  trivia: { full: triviaSchema, translation: triviaTranslationSchema },
  "truth-dare": { full: truthDareSchema, translation: truthDareTranslationSchema },
  "would-you-rather": { full: wouldYouRatherSchema, translation: wouldYouRatherTranslationSchema },
  "which-one-you-are": { full: whichOneSchema, translation: whichOneTranslationSchema },
} as const;

/** The fields people read, used to find duplicate questions. */
export function questionText(game: CardGame, item: Record<string, unknown>): string {
  const fields =
    game === "trivia"
      ? ["question"]
      : game === "would-you-rather"
        ? ["option1", "option2"]
        : game === "which-one-you-are"
          ? ["question", "option1", "option2"]
          : ["question"];
  return fields
    .map((f) => String(item[f] ?? ""))
    .join(" | ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
