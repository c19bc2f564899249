import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { appSettings, questions, SETTING_KEYS } from "#server/db/schema.ts";
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

/** What loading the bank leaves: its rows and its hash. */
async function loadBank(ids: number[]) {
  const app = t as TestApp;
  await app.db.insert(questions).values(ids.map(row));
  await app.db.insert(appSettings).values({ key: SETTING_KEYS.bankHash, value: "h" });
}

async function health() {
  const res = await (t as TestApp).app.inject("/api/health");
  return { status: res.statusCode, body: res.json() };
}

describe("GET /api/health", () => {
  it("is ok when every table reads and a write succeeds", async () => {
    t = await createTestApp();
    await loadBank([1]);
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
    await loadBank([1, 2]);
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
