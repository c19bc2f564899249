import { LANGUAGE_CODES } from "#core/languages.ts";
import {
  TEXT_LIMITS,
  type TextIssue,
  validateOptionalText,
  validateText,
} from "#core/validation/text-validator.ts";
import { z } from "./zod";

/** The categories of each game's bank (a test keeps them equal to content/questions). */
export const CONTRIBUTION_CATEGORIES = {
  trivia: [
    "science",
    "geography",
    "history",
    "nature",
    "space",
    "human-body",
    "arts",
    "literature",
    "music",
    "sports",
    "food",
    "language",
    "math",
    "mythology",
    "technology",
  ],
  "would-you-rather": [
    "superpowers",
    "food",
    "travel",
    "silly",
    "daily-life",
    "school-work",
    "animals",
    "future",
    "dilemmas",
    "entertainment",
  ],
  "which-one-you-are": [
    "habits",
    "food",
    "social",
    "personality",
    "travel",
    "entertainment",
    "mindset",
    "work-school",
    "style",
    "hobbies",
  ],
  "truth-dare": ["truth", "dare"],
} as const;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const CONTRIBUTION_STATUSES = ["pending", "approved", "rejected"] as const;

/** How many options each game's question has (truth or dare: none). */
export const OPTION_COUNT = {
  trivia: 4,
  "would-you-rather": 2,
  "which-one-you-are": 2,
  "truth-dare": 0,
} as const;

const raw = z.string().max(TEXT_LIMITS.contributionContent * 2);
const common = {
  language: z.enum(LANGUAGE_CODES),
  difficulty: z.enum(DIFFICULTIES),
};

/** POST /api/contributions: one suggested question, by game. */
export const contributionInputSchema = z.discriminatedUnion("gameType", [
  z.object({
    gameType: z.literal("trivia"),
    ...common,
    category: z.enum(CONTRIBUTION_CATEGORIES.trivia),
    content: raw,
    options: z.array(raw).length(4),
    answer: raw,
    funFact: raw.default(""),
  }),
  z.object({
    gameType: z.literal("would-you-rather"),
    ...common,
    category: z.enum(CONTRIBUTION_CATEGORIES["would-you-rather"]),
    options: z.array(raw).length(2),
  }),
  z.object({
    gameType: z.literal("which-one-you-are"),
    ...common,
    category: z.enum(CONTRIBUTION_CATEGORIES["which-one-you-are"]),
    content: raw,
    options: z.array(raw).length(2),
  }),
  z.object({
    gameType: z.literal("truth-dare"),
    ...common,
    category: z.enum(CONTRIBUTION_CATEGORIES["truth-dare"]),
    content: raw,
  }),
]);
export type ContributionInput = z.input<typeof contributionInputSchema>;

/** A checked contribution: every text trimmed; empty strings where a game has no such part. */
export type CheckedContribution = {
  gameType: ContributionInput["gameType"];
  language: string;
  difficulty: string;
  category: string;
  content: string;
  options: string[];
  answer: string;
  funFact: string;
};

/**
 * Where a contribution's text fails: the field ("content", "options.1", "answer",
 * "funFact") and the prefix of the spec's message ('Content: ', 'Option 2: ', 'Answer: ').
 */
export type ContributionIssue = {
  issue: TextIssue | { code: "answerNotAnOption" | "optionsRepeat"; field: string };
  field: string;
  prefix: string;
};

export function checkContribution(
  input: z.output<typeof contributionInputSchema>,
): { ok: true; value: CheckedContribution } | { ok: false; problem: ContributionIssue } {
  const contentLimit = TEXT_LIMITS.contributionContent;
  const partLimit = TEXT_LIMITS.questionContent;
  const content = "content" in input ? validateText("Content", input.content, contentLimit) : null;
  if (content && !content.ok) {
    return { ok: false, problem: { issue: content.issue, field: "content", prefix: "Content: " } };
  }
  const options: string[] = [];
  for (const [i, option] of ("options" in input ? input.options : []).entries()) {
    const checked = validateText(`Option ${i + 1}`, option, partLimit);
    const where = { field: `options.${i}`, prefix: `Option ${i + 1}: ` };
    if (!checked.ok) return { ok: false, problem: { issue: checked.issue, ...where } };
    if (options.some((o) => o.toLowerCase() === checked.value.toLowerCase())) {
      return {
        ok: false,
        problem: { issue: { code: "optionsRepeat", field: where.field }, ...where },
      };
    }
    options.push(checked.value);
  }
  let answer = "";
  let funFact = "";
  if (input.gameType === "trivia") {
    const checked = validateText("Answer", input.answer, partLimit);
    const where = { field: "answer", prefix: "Answer: " };
    if (!checked.ok) return { ok: false, problem: { issue: checked.issue, ...where } };
    if (!options.includes(checked.value)) {
      return {
        ok: false,
        problem: { issue: { code: "answerNotAnOption", field: "answer" }, ...where },
      };
    }
    answer = checked.value;
    const fact = validateOptionalText("Fun fact", input.funFact, partLimit);
    if (!fact.ok) {
      return { ok: false, problem: { issue: fact.issue, field: "funFact", prefix: "Fun fact: " } };
    }
    funFact = fact.value;
  }
  return {
    ok: true,
    value: {
      gameType: input.gameType,
      language: input.language,
      difficulty: input.difficulty,
      category: input.category,
      content: content?.value ?? "",
      options,
      answer,
      funFact,
    },
  };
}

/** A contribution as its author (and staff) see it. */
export const contributionSchema = z.object({
  id: z.string(),
  gameType: z.enum(["trivia", "would-you-rather", "which-one-you-are", "truth-dare"]),
  language: z.string(),
  content: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  funFact: z.string(),
  category: z.string(),
  difficulty: z.string(),
  status: z.enum(CONTRIBUTION_STATUSES),
  reviewReason: z.string().nullable(),
  questionId: z.number().nullable(),
  createdAt: z.string(),
});
export type Contribution = z.infer<typeof contributionSchema>;
export const contributionListSchema = z.object({ contributions: z.array(contributionSchema) });
