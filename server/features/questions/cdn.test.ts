import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_GAMES } from "#core/games.ts";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { questions } from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { VERSION_TTL_MS } from "./cdn-cache";
import { BLOCK_SIZE } from "./publish.service";
import { loadQuestionBank, readQuestionBank, seedQuestionBank } from "./question-bank";

const RELEASE = "2.1.14";

const trivia = (id: number) => ({
  id,
  difficulty: "easy",
  ageRating: id % 10 === 0 ? "R" : "G",
  isAdult: id % 10 === 0,
  category: id % 2 ? "science" : "history",
  question: `Question ${id}?`,
  A: `a${id}`,
  B: `b${id}`,
  C: `c${id}`,
  D: `d${id}`,
  Answer: `b${id}`,
  funFact: `Fact ${id}.`,
});
const translate = (q: ReturnType<typeof trivia>, tag: string) => ({
  id: q.id,
  question: `${tag} ${q.question}`,
  A: `${tag}${q.A}`,
  B: `${tag}${q.B}`,
  C: `${tag}${q.C}`,
  D: `${tag}${q.D}`,
  Answer: `${tag}${q.Answer}`,
  funFact: `${tag} ${q.funFact}`,
});

/** 120 English trivia questions (3 blocks), 60 in Spanish, no French. */
function writeBank(dir: string, changeFirst = false) {
  const en = Array.from({ length: 120 }, (_, i) => trivia(i + 1));
  if (changeFirst) en[0] = { ...(en[0] as ReturnType<typeof trivia>), funFact: "A new fact." };
  mkdirSync(path.join(dir, "trivia"), { recursive: true });
  writeFileSync(path.join(dir, "trivia", "en.json"), JSON.stringify(en));
  writeFileSync(
    path.join(dir, "trivia", "es.json"),
    JSON.stringify(en.slice(0, 60).map((q) => translate(q, "ES"))),
  );
}

describe("the published question bank", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), "twirl-bank-"));
    writeBank(dir);
    await seedQuestionBank(t.db, readQuestionBank(dir), RELEASE);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("serves each file compressed once, with an ETag per encoding, and 304 for any of them", async () => {
    const url = "/cdn/trivia/trivia-s1-en-block-1.json";
    const plain = await get(url);
    const br = await get(url, { "accept-encoding": "gzip, br" });
    const gz = await get(url, { "accept-encoding": "gzip, br;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = [plain, br, gz].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    for (const inm of [`W/${tags[1]}`, `"other", ${tags[2]}`, "*", String(tags[0])]) {
      expect(
        (await get(url, { "if-none-match": inm, "accept-encoding": "br" })).statusCode,
        inm,
      ).toBe(304);
    }
    expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("lists the languages that have questions, with their index files", async () => {
    const res = await get("/cdn/trivia/index.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.languages).toEqual([
      { code: "en", indexFile: "trivia-s1-en-index.json" },
      { code: "es", indexFile: "trivia-s1-es-index.json" },
    ]);
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
  });

  it("answers a language index with block and question counts", async () => {
    const res = await get("/cdn/trivia/trivia-s1-en-index.json");
    expect(res.json()).toMatchObject({ totalBlocks: 3, totalQuestions: 120, language: "en" });
    const es = await get("/cdn/trivia/trivia-s1-es-index.json");
    expect(es.json()).toMatchObject({ totalBlocks: 2, totalQuestions: 60 });
  });

  it("serves blocks of questions with meta and this language's texts", async () => {
    const es = [1, 2].map(async (n) =>
      (await get(`/cdn/trivia/trivia-s1-es-block-${n}.json`)).json(),
    );
    const [first, second] = await Promise.all(es);
    expect(first.questions).toHaveLength(BLOCK_SIZE);
    const one = [...first.questions, ...second.questions].find((q: { id: number }) => q.id === 1);
    expect(one).toEqual({ ...translate(trivia(1), "ES"), ...pickMeta(trivia(1)) });
  });

  it("spreads every question over the blocks once, mixing the bank's order", async () => {
    const blocks = await Promise.all(
      [1, 2, 3].map(async (n) => (await get(`/cdn/trivia/trivia-s1-en-block-${n}.json`)).json()),
    );
    const ids = blocks.flatMap((b) => b.questions.map((q: { id: number }) => q.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(blocks.map((b) => b.questions.length)).toEqual([50, 50, 20]);
    const firstBlock = blocks[0].questions.map((q: { id: number }) => q.id);
    expect(Math.max(...firstBlock)).toBeGreaterThan(100); // not simply ids 1 to 50
  });

  it("answers a repeat request with 304 through the ETag, and sends cache headers", async () => {
    const res = await get("/cdn/trivia/trivia-s1-en-block-1.json");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    const again = await get("/cdn/trivia/trivia-s1-en-block-1.json", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    "/cdn/trivia/trivia-s1-fr-index.json",
    "/cdn/trivia/trivia-s1-en-block-4.json",
    "/cdn/trivia/trivia-s1-en-block-0.json",
    "/cdn/trivia/trivia-s1-en-block-00.json",
    "/cdn/trivia/trivia-s2-en-block-1.json",
    "/cdn/trivia/would-you-rather-s1-en-block-1.json",
    "/cdn/trivia/secret.txt",
    "/cdn/would-you-rather/index.json",
    "/cdn/poker/index.json",
    "/cdn/nothing",
  ])("answers %s with 404 JSON", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  it("seeds idempotently: nothing rewritten, and generatedAt moves only when content changes", async () => {
    const before = (await get("/cdn/trivia/trivia-s1-en-index.json")).json().generatedAt;
    expect((await seedQuestionBank(t.db, readQuestionBank(dir), RELEASE)).written).toBe(0);
    expect((await get("/cdn/trivia/trivia-s1-en-index.json")).json().generatedAt).toBe(before);

    await new Promise((r) => setTimeout(r, 5));
    writeBank(dir, true);
    expect((await seedQuestionBank(t.db, readQuestionBank(dir), RELEASE)).written).toBe(2); // en and es
    // Each process rereads the bank's version at most once a second (VERSION_TTL_MS).
    await new Promise((r) => setTimeout(r, VERSION_TTL_MS + 50));
    const after = (await get("/cdn/trivia/trivia-s1-en-index.json")).json().generatedAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    const blocks = await Promise.all(
      [1, 2, 3].map(async (n) => (await get(`/cdn/trivia/trivia-s1-en-block-${n}.json`)).json()),
    );
    const changed = blocks.flatMap((b) => b.questions).find((q: { id: number }) => q.id === 1);
    expect(changed.funFact).toBe("A new fact.");
  });

  it("is left alone by an older release starting during a rolling deploy", async () => {
    writeBank(dir); // the bank before "A new fact."
    expect((await seedQuestionBank(t.db, readQuestionBank(dir), "2.1.9")).written).toBe(0);
    const block = (await get("/cdn/trivia/trivia-s1-en-block-1.json")).json();
    const first = block.questions.find((q: { id: number }) => q.id === 1);
    // Block 1 may not hold id 1; the index says no content changed either way.
    if (first) expect(first.funFact).toBe("A new fact.");
    expect((await seedQuestionBank(t.db, readQuestionBank(dir), "2.2.0")).written).toBe(2);
  });

  it("leaves a question staff edited in the back office alone when the bank's files change", async () => {
    await t.db
      .update(questions)
      .set({
        data: sql`jsonb_set(${questions.data}, '{funFact}', '"Edited by staff."')`,
        editedByStaff: true,
      })
      .where(
        and(
          eq(questions.gameType, "trivia"),
          eq(questions.questionId, 1),
          eq(questions.language, "en"),
        ),
      );
    writeBank(dir, true); // the files change that question
    expect((await seedQuestionBank(t.db, readQuestionBank(dir), "2.3.0")).written).toBe(1); // es only
    const [row] = await t.db
      .select({ data: questions.data })
      .from(questions)
      .where(
        and(
          eq(questions.gameType, "trivia"),
          eq(questions.questionId, 1),
          eq(questions.language, "en"),
        ),
      );
    expect(row?.data.funFact).toBe("Edited by staff.");
  });
});

describe("a start", () => {
  it("reads nothing when the files are those the bank was loaded from", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "twirl-bank-"));
    writeBank(dir);
    const t = await createTestApp();
    try {
      expect(await loadQuestionBank(t.db, RELEASE, dir)).toEqual({ written: 180, skipped: false });
      expect(await loadQuestionBank(t.db, RELEASE, dir)).toEqual({ written: 0, skipped: true });
      writeBank(dir, true);
      expect(await loadQuestionBank(t.db, RELEASE, dir)).toEqual({ written: 2, skipped: false });
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("replicas starting together", () => {
  it("migrate and seed one after another: both start, the bank is whole", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "twirl-bank-"));
    writeBank(dir);
    const first = await createTestApp();
    try {
      // A second process on the same database: its own pool, the same schema.
      const rows = readQuestionBank(dir);
      const second = await first.openAgain();
      try {
        const seeds = await Promise.all(
          [first.database, second].map((d) =>
            d.exclusive("twirl:bank", () => seedQuestionBank(d.db, rows, RELEASE)),
          ),
        );
        expect(seeds.map((s) => s.written).sort()).toEqual([0, rows.length]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function pickMeta(q: ReturnType<typeof trivia>) {
  const { id, difficulty, ageRating, isAdult, category } = q;
  return { id, difficulty, ageRating, isAdult, category };
}

describe("the real bank in content/questions", () => {
  it("publishes every game in all eleven languages, and seeds idempotently", async () => {
    const t = await createTestApp();
    try {
      const rows = readQuestionBank();
      expect((await seedQuestionBank(t.db, rows, RELEASE)).written).toBe(rows.length);
      for (const game of CARD_GAMES) {
        const index = (await t.app.inject(`/cdn/${game}/index.json`)).json();
        expect(index.languages.map((l: { code: string }) => l.code)).toEqual(
          [...LANGUAGE_CODES].sort(),
        );
        for (const language of LANGUAGE_CODES) {
          const file = (
            await t.app.inject(`/cdn/${game}/${game}-s1-${language}-index.json`)
          ).json();
          expect(file.totalQuestions, `${game} in ${language}`).toBeGreaterThanOrEqual(250);
        }
      }
      expect((await seedQuestionBank(t.db, readQuestionBank(), RELEASE)).written).toBe(0);
    } finally {
      await t.close();
    }
  });
});
