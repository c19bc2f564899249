import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seedQuestionBank } from "#server/features/questions/question-bank.ts";
import { createTestApp } from "#server/test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const row = (id: number) => ({
  gameType: "trivia",
  questionId: id,
  language: "en",
  category: "science",
  difficulty: "easy",
  ageRating: "G",
  isAdult: false,
  data: { id },
  contentHash: `h${id}`,
});

async function health() {
  const res = await (t as TestApp).app.inject("/api/health");
  return { status: res.statusCode, body: res.json() };
}

describe("GET /api/health", () => {
  it("is ok when every table reads and a write succeeds", async () => {
    t = await createTestApp();
    await seedQuestionBank(t.db, [row(1)], "1.0.0");
    expect(await health()).toEqual({
      status: 200,
      body: { status: "ok", database: t.database.engine },
    });
  });

  it("is degraded when a table cannot be read", async () => {
    t = await createTestApp();
    await t.db.execute(sql`drop table rate_limits`);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "degraded", problems: ["rate_limits cannot be read"] });
  });

  it("is degraded when the loaded question bank is gone", async () => {
    t = await createTestApp();
    await seedQuestionBank(t.db, [row(1), row(2)], "1.0.0");
    await t.db.execute(sql`delete from questions`);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "degraded", problems: ["questions is empty"] });
  });

  it("is degraded when the database refuses writes (as on a full disk)", async () => {
    t = await createTestApp();
    await t.db.execute(sql`create function refuse() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device'; end $$`);
    await t.db.execute(
      sql`create trigger full_disk before insert or update on app_settings execute function refuse()`,
    );
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "degraded", problems: ["writes fail"] });
  });
});
