import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { isNewerVersion } from "#core/app/versions.ts";
import { CARD_GAMES, type CardGame } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { CONTENT_SCHEMAS } from "#core/questions/content-schema.ts";
import type { Db } from "#server/db/client.ts";
import { appSettings, questions, SETTING_KEYS } from "#server/db/schema.ts";
import { ROOT } from "#server/root.ts";

export const BANK_DIR = path.join(ROOT, "content", "questions");

export type BankRow = typeof questions.$inferInsert & { contentHash: string };

const hash = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("hex");

function readJson(file: string): unknown[] {
  return JSON.parse(readFileSync(file, "utf8")) as unknown[];
}

/**
 * Reads the bank: each English item is the full question, and each translation lends its
 * texts to the English meta. Content that fails its schema stops the start with the reason.
 */
export function readQuestionBank(dir = BANK_DIR): BankRow[] {
  const rows: BankRow[] = [];
  for (const game of CARD_GAMES) {
    const englishFile = `${dir}/${game}/en.json`;
    if (!existsSync(englishFile)) continue;
    const schemas = CONTENT_SCHEMAS[game];
    const english = readJson(englishFile).map((item) => schemas.full.parse(item));
    const byId = new Map(english.map((q) => [q.id, q]));
    for (const language of LANGUAGE_CODES) {
      const file = `${dir}/${game}/${language}.json`;
      if (!existsSync(file)) continue;
      const items =
        language === "en" ? english : readJson(file).map((item) => schemas.translation.parse(item));
      for (const item of items) {
        const meta = byId.get(item.id);
        if (!meta) throw new Error(`${game}/${language}.json: id ${item.id} is not in en.json`);
        rows.push(toRow(game, language, { ...meta, ...item }));
      }
    }
  }
  return rows;
}

function toRow(game: CardGame, language: string, data: Record<string, unknown>): BankRow {
  return {
    gameType: game,
    questionId: data.id as number,
    language,
    category: String(data.category),
    difficulty: String(data.difficulty),
    ageRating: String(data.ageRating),
    isAdult: data.isAdult === true,
    data,
    contentHash: hash(data),
  };
}

const BANK_HASH_KEY = SETTING_KEYS.bankHash;
const BANK_RELEASE_KEY = SETTING_KEYS.bankRelease;
const BATCH = 250;

/**
 * Loads the bank into the database. Idempotent: an unchanged bank is skipped at once; a
 * changed item is updated (and only then gets a new updatedAt, which is what publishing's
 * generatedAt follows); unchanged rows are not rewritten. A release older than the one that
 * wrote the bank (during a rolling deploy) leaves it alone. Run it under
 * `database.exclusive("twirl:bank", ...)` when several processes may start together.
 */
export async function seedQuestionBank(
  db: Db,
  rows: BankRow[],
  release: string,
): Promise<{ written: number }> {
  const bankHash = hash(rows.map((r) => [r.gameType, r.questionId, r.language, r.contentHash]));
  const settings = await db.select().from(appSettings);
  const stored = (key: string) => settings.find((s) => s.key === key)?.value;
  if (stored(BANK_HASH_KEY) === bankHash) return { written: 0 };
  const writtenBy = stored(BANK_RELEASE_KEY);
  if (writtenBy && isNewerVersion(writtenBy, release)) return { written: 0 };
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const changed = await tx
        .insert(questions)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [questions.gameType, questions.questionId, questions.language],
          set: {
            category: sql`excluded.category`,
            difficulty: sql`excluded.difficulty`,
            ageRating: sql`excluded.age_rating`,
            isAdult: sql`excluded.is_adult`,
            data: sql`excluded.data`,
            contentHash: sql`excluded.content_hash`,
            updatedAt: sql`now()`,
          },
          // A question staff edited in the back office keeps the edit.
          setWhere: sql`${questions.contentHash} <> excluded.content_hash and not ${questions.editedByStaff}`,
        })
        .returning({ id: questions.questionId });
      written += changed.length;
    }
    for (const [key, value] of [
      [BANK_HASH_KEY, bankHash],
      [BANK_RELEASE_KEY, release],
    ] as const) {
      await tx
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    }
  });
  return { written };
}

/** A hash of the bank's files as they are on disk, names included. */
export function bankFilesHash(dir = BANK_DIR): string {
  const h = createHash("sha1");
  for (const game of CARD_GAMES) {
    for (const language of LANGUAGE_CODES) {
      const file = `${dir}/${game}/${language}.json`;
      if (!existsSync(file)) continue;
      h.update(`${game}/${language}\0`).update(readFileSync(file)).update("\0");
    }
  }
  return h.digest("hex");
}

/**
 * What a start does: when the files are those the bank was last loaded from, nothing is read
 * or checked (a restart costs one hash of the files); otherwise they are read, checked and
 * seeded, and their hash kept. Run under `database.exclusive` when processes may start together.
 */
export async function loadQuestionBank(
  db: Db,
  release: string,
  dir = BANK_DIR,
): Promise<{ written: number; skipped: boolean }> {
  const filesHash = bankFilesHash(dir);
  const [stored] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEYS.bankFiles));
  if (stored?.value === filesHash) return { written: 0, skipped: true };
  const { written } = await seedQuestionBank(db, readQuestionBank(dir), release);
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEYS.bankFiles, value: filesHash })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: filesHash } });
  return { written, skipped: false };
}
