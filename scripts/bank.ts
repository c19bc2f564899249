import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CARD_GAMES, type CardGame } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { CONTENT_SCHEMAS, questionText } from "#core/questions/content-schema.ts";
import { AGE_RATINGS } from "#core/questions/question-kinds.ts";

/**
 * The way of a batch of new questions into the bank (content/drafts/README.md):
 *   sheet   <game> <batch>  the trivia checker's blind sheet (question and options only)
 *   accept  <game> <batch>  apply the checker's verdicts, give ids and answer letters
 *   similar <game>          pairs of items of the game that say the same thing
 *   drop    <game> <id>...  take accepted draft items out before they are translated
 *   merge   <game> <batch>  append a batch translated into every language to the bank
 */

type Item = Record<string, unknown>;
const LETTERS = ["A", "B", "C", "D"] as const;

const text = z.string().trim().min(1).max(300);
const meta = {
  difficulty: z.enum(["easy", "medium", "hard"]),
  ageRating: z.enum(AGE_RATINGS),
  isAdult: z.boolean(),
  category: z.string().regex(/^[a-z-]+$/),
};
const adultExactlyWhenR = (q: { ageRating: string; isAdult: boolean }) =>
  q.isAdult === (q.ageRating === "R");

/** The writing format of content/drafts/raw/<game>/<batch>.json. */
const RAW_SCHEMAS: Record<CardGame, z.ZodType<Item>> = {
  trivia: z
    .strictObject({
      ...meta,
      question: text,
      correct: text,
      wrong: z.tuple([text, text, text]),
      funFact: text,
    })
    .refine((q) => new Set([q.correct, ...q.wrong].map((o) => o.toLowerCase())).size === 4, {
      message: "the four options must differ",
    })
    .refine(adultExactlyWhenR, { message: "isAdult must be true exactly when R" }),
  "truth-dare": z
    .strictObject({ ...meta, category: z.enum(["truth", "dare"]), question: text })
    .refine(adultExactlyWhenR, { message: "isAdult must be true exactly when R" }),
  "would-you-rather": z
    .strictObject({ ...meta, option1: text, option2: text })
    .refine(adultExactlyWhenR, { message: "isAdult must be true exactly when R" }),
  "which-one-you-are": z
    .strictObject({ ...meta, question: text, option1: text, option2: text })
    .refine(adultExactlyWhenR, { message: "isAdult must be true exactly when R" }),
};

/** One verdict of a checker on an item of a batch (its 1-based position in the raw file). */
const verdictSchema = z.strictObject({
  item: z.number().int().positive(),
  verdict: z.enum(["fix", "drop", "keep"]),
  reason: z.string().min(1),
  fixed: z.record(z.string(), z.unknown()).optional(),
});
const answersSchema = z.array(
  z.object({ item: z.number().int().positive(), answer: z.string(), sure: z.boolean().optional() }),
);

export interface Paths {
  drafts: string;
  bank: string;
}

export const PATHS: Paths = {
  drafts: path.resolve(import.meta.dirname, "../content/drafts"),
  bank: path.resolve(import.meta.dirname, "../content/questions"),
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
const rawFile = (p: Paths, game: CardGame, batch: string, suffix = "") =>
  path.join(p.drafts, "raw", game, `${batch}${suffix}.json`);
const batchDir = (p: Paths, game: CardGame, batch: string) => path.join(p.drafts, game, batch);

/** The accepted batches of a game still in drafts. */
function draftBatches(p: Paths, game: CardGame): string[] {
  const dir = path.join(p.drafts, game);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Every English item of a game: the bank's, then the accepted drafts'. */
export function englishItems(p: Paths, game: CardGame): Item[] {
  const bank = readJson(path.join(p.bank, game, "en.json")) as Item[];
  const drafts = draftBatches(p, game).flatMap(
    (b) => readJson(path.join(batchDir(p, game, b), "en.json")) as Item[],
  );
  return [...bank, ...drafts];
}

/** A fixed shuffle of a trivia item's options for the blind sheet (the same every run). */
function sheetOrder(item: Item, n: number): string[] {
  const options = [item.correct as string, ...(item.wrong as string[])];
  const rotation = (n * 7 + 3) % 4;
  return [...options.slice(rotation), ...options.slice(0, rotation)];
}

/** The trivia checker's sheet: each question and its four options, never which is right. */
export function sheet(p: Paths, batch: string): string {
  const raw = readJson(rawFile(p, "trivia", batch)) as Item[];
  const out = rawFile(p, "trivia", batch, ".sheet");
  writeJson(
    out,
    raw.map((q, i) => ({ item: i + 1, question: q.question, options: sheetOrder(q, i + 1) })),
  );
  return out;
}

/** The letter that keeps A to D most even: the least used so far, the earliest on a tie. */
export function nextLetter(counts: Record<string, number>): (typeof LETTERS)[number] {
  return LETTERS.reduce((best, l) => ((counts[l] ?? 0) < (counts[best] ?? 0) ? l : best));
}

/** A raw item in the bank's English format, with its id (and, for trivia, its letter). */
export function toBankItem(game: CardGame, raw: Item, id: number, letter?: string): Item {
  const { difficulty, ageRating, isAdult, category } = raw;
  const head = { id, difficulty, ageRating, isAdult, category };
  if (game === "trivia") {
    const wrong = [...(raw.wrong as string[])];
    const options = Object.fromEntries(
      LETTERS.map((l) => [l, l === letter ? raw.correct : wrong.shift()]),
    );
    return {
      ...head,
      question: raw.question,
      ...options,
      Answer: raw.correct,
      funFact: raw.funFact,
    };
  }
  if (game === "truth-dare") return { ...head, question: raw.question };
  if (game === "would-you-rather") return { ...head, option1: raw.option1, option2: raw.option2 };
  return { ...head, question: raw.question, option1: raw.option1, option2: raw.option2 };
}

export interface AcceptReport {
  checked: number;
  /** Items the checker disagreed on: a trivia answer of its own that differs, or a verdict. */
  disagreements: number;
  fixed: number;
  dropped: number;
  kept: number;
  ids: [number, number];
}

/** Apply a checked batch's verdicts and write it in the bank's format under drafts/<game>/. */
export function accept(p: Paths, game: CardGame, batch: string): AcceptReport {
  const raw = readJson(rawFile(p, game, batch)) as Item[];
  const checkPath = rawFile(p, game, batch, ".check");
  if (!existsSync(checkPath)) throw new Error(`${batch} is not checked yet: ${checkPath}`);
  const verdicts = z.array(verdictSchema).parse(readJson(checkPath));
  const byItem = new Map(verdicts.map((v) => [v.item, v]));
  if (byItem.size !== verdicts.length) throw new Error("two verdicts on one item");

  const flagged = new Set(verdicts.map((v) => v.item));
  if (game === "trivia") {
    const answers = answersSchema.parse(readJson(rawFile(p, game, batch, ".answers")));
    if (answers.length !== raw.length) throw new Error("the checker did not answer every item");
    for (const a of answers) {
      const item = raw[a.item - 1];
      if (!item) throw new Error(`answer to item ${a.item}, which does not exist`);
      if (a.answer.trim().toLowerCase() !== String(item.correct).trim().toLowerCase()) {
        if (!byItem.has(a.item))
          throw new Error(`item ${a.item}: the checker answered otherwise and gave no verdict`);
        flagged.add(a.item);
      }
    }
  }

  const taken = englishItems(p, game);
  let id = Math.max(...taken.map((q) => q.id as number)) + 1;
  const counts: Record<string, number> = {};
  for (const q of taken) {
    const l = LETTERS.find((x) => q[x] === q.Answer);
    if (l) counts[l] = (counts[l] ?? 0) + 1;
  }
  const report: AcceptReport = {
    checked: raw.length,
    disagreements: flagged.size,
    fixed: 0,
    dropped: 0,
    kept: 0,
    ids: [id, id - 1],
  };
  const accepted: Item[] = [];
  const problems: string[] = [];
  for (const [i, original] of raw.entries()) {
    const v = byItem.get(i + 1);
    if (v?.verdict === "drop") {
      report.dropped++;
      continue;
    }
    if (v?.verdict === "keep") report.kept++;
    if (v?.verdict === "fix") report.fixed++;
    const item = v?.verdict === "fix" ? { ...original, ...v.fixed } : original;
    const parsed = RAW_SCHEMAS[game].safeParse(item);
    if (!parsed.success) {
      problems.push(`item ${i + 1}: ${parsed.error.issues[0]?.message}`);
      continue;
    }
    const letter = game === "trivia" ? nextLetter(counts) : undefined;
    if (letter) counts[letter] = (counts[letter] ?? 0) + 1;
    accepted.push(toBankItem(game, item, id++, letter));
  }
  for (const q of accepted) {
    const full = CONTENT_SCHEMAS[game].full.safeParse(q);
    if (!full.success) problems.push(`id ${q.id}: ${full.error.issues[0]?.message}`);
  }
  if (problems.length) throw new Error(problems.join("\n"));
  const seen = new Set(taken.map((q) => questionText(game, q)));
  const repeated = accepted.filter((q) => seen.has(questionText(game, q)));
  if (repeated.length) throw new Error(`already in the bank: ${repeated.map((q) => q.id)}`);
  report.ids = [report.ids[0], id - 1];
  writeJson(path.join(batchDir(p, game, batch), "en.json"), accepted);
  return report;
}

const STOP = new Set(
  (
    "a an the of in on at to for from by with and or but is are was were be been being it its " +
    "this that these those you your yours yourself we our they their them he she his her what " +
    "which who whom whose when where why how do does did done have has had would rather than " +
    "one ever most more very can could will should about into out up as if so not no all any " +
    "some each every other than then there here just only also i me my"
  ).split(" "),
);

/** The words that carry an item's idea, in a rough stem (plural and -ing/-ed endings off). */
export function ideaWords(game: CardGame, item: Item): Set<string> {
  const words = questionText(game, item)
    .split(" ")
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => w.replace(/(ing|ed|es|s)$/u, ""));
  if (game === "trivia") words.push(`=${String(item.Answer).toLowerCase()}`);
  return new Set(words);
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both || 1);
};

export interface SimilarPair {
  a: Item;
  b: Item;
  score: number;
}

/**
 * Pairs that may say the same thing: many shared idea words, or (trivia) the same answer with
 * some shared words. A candidate, not a verdict: a reader decides (content/drafts/README.md).
 */
export function similarPairs(game: CardGame, items: Item[], threshold = 0.4): SimilarPair[] {
  const words = items.map((q) => ideaWords(game, q));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const score = jaccard(words[i] as Set<string>, words[j] as Set<string>);
      const answer = String(items[i]?.Answer).toLowerCase();
      const sameAnswer =
        game === "trivia" &&
        !/^[\d.,]+$/.test(answer) &&
        answer === String(items[j]?.Answer).toLowerCase();
      if (score >= threshold || (sameAnswer && score >= threshold / 2))
        pairs.push({ a: items[i] as Item, b: items[j] as Item, score });
    }
  return pairs.sort((x, y) => y.score - x.score);
}

/** Take items (by id) out of the accepted drafts; the bank itself is never touched here. */
export function drop(p: Paths, game: CardGame, ids: number[]): number {
  let dropped = 0;
  for (const b of draftBatches(p, game)) {
    const dir = batchDir(p, game, b);
    for (const file of readdirSync(dir)) {
      const items = readJson(path.join(dir, file)) as Item[];
      const kept = items.filter((q) => !ids.includes(q.id as number));
      if (file === "en.json") dropped += items.length - kept.length;
      writeJson(path.join(dir, file), kept);
    }
  }
  return dropped;
}

/** Append a batch to the bank once it exists in every language, then delete its drafts. */
export function merge(p: Paths, game: CardGame, batch: string): number {
  const dir = batchDir(p, game, batch);
  const english = readJson(path.join(dir, "en.json")) as Item[];
  const ids = english.map((q) => q.id).sort();
  for (const language of LANGUAGE_CODES) {
    const items = readJson(path.join(dir, `${language}.json`)) as Item[];
    const schema =
      language === "en" ? CONTENT_SCHEMAS[game].full : CONTENT_SCHEMAS[game].translation;
    const bad = items.filter((q) => !schema.safeParse(q).success).map((q) => q.id);
    if (bad.length) throw new Error(`${language}: items ${bad.join(", ")} do not parse`);
    if (JSON.stringify(items.map((q) => q.id).sort()) !== JSON.stringify(ids))
      throw new Error(`${language}: not the same ids as English`);
  }
  for (const language of LANGUAGE_CODES) {
    const file = path.join(p.bank, game, `${language}.json`);
    const items = readJson(path.join(dir, `${language}.json`)) as Item[];
    writeJson(file, [...(readJson(file) as Item[]), ...items]);
  }
  rmSync(dir, { recursive: true });
  for (const suffix of ["", ".check", ".answers", ".sheet"])
    rmSync(rawFile(p, game, batch, suffix), { force: true });
  return english.length;
}

function main([command, gameArg, ...rest]: string[]) {
  const game = CARD_GAMES.find((g) => g === gameArg);
  if (!game) throw new Error(`usage: bank.ts <sheet|accept|similar|drop|merge> <${CARD_GAMES}>`);
  if (command === "sheet") console.log(sheet(PATHS, rest[0] ?? ""));
  else if (command === "accept") console.log(accept(PATHS, game, rest[0] ?? ""));
  else if (command === "drop") console.log(`dropped ${drop(PATHS, game, rest.map(Number))}`);
  else if (command === "merge") console.log(`merged ${merge(PATHS, game, rest[0] ?? "")}`);
  else if (command === "similar") {
    const pairs = similarPairs(game, englishItems(PATHS, game), Number(rest[0] ?? 0.4));
    const show = (q: Item) =>
      `${q.id} ${questionText(game, q)}${game === "trivia" ? ` = ${q.Answer}` : ""}`;
    for (const { a, b, score } of pairs)
      console.log(`${score.toFixed(2)}\t${show(a)}\n\t${show(b)}`);
    console.log(`${pairs.length} candidate pairs`);
  } else throw new Error(`unknown command ${command}`);
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
