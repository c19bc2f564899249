import { readFileSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SAVED_LOOK, SPINNER_LIMITS, type SpinnerInput } from "#core/contracts/spinners.ts";
import { IMAGE_DATA_MAX } from "#core/lists/participants.ts";
import { DEFAULT_SIDEBAR_SETTINGS } from "#core/lists/sidebar-settings.ts";
import { DEFAULT_CELEBRATION } from "#core/spin/celebration.ts";
import { spinners } from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";
import { createSpinner, sweepSpinners } from "./spinners.service";

const DAY = 24 * 60 * 60 * 1000;

const SAMPLE: SpinnerInput = {
  name: "Friday quiz",
  participants: ["Ada", "Grace", "Linus"],
  style: "wheel",
  language: "en",
  theme: "dark",
  sound: true,
  spinTime: 5000,
  settings: { ...DEFAULT_SIDEBAR_SETTINGS, listMode: "numbers", numberSelection: 8 },
  celebration: DEFAULT_CELEBRATION,
  look: DEFAULT_SAVED_LOOK,
};

/** A picture of IMAGE_DATA_MAX characters exactly, as the play screen may keep one. */
const bigPicture = (type = "webp") => {
  const head = `data:image/${type};base64,`;
  return head + "A".repeat(IMAGE_DATA_MAX - head.length);
};

describe("saved and shared spinners", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let clock = Date.parse("2026-11-24T12:00:00Z");
  let ip = 1;
  const nextIp = () => `10.4.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let other: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      { mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" } },
      { now: () => new Date(clock) },
    );
    owner = await signedInClient(t.app, mail, "owner@example.com", nextIp());
    other = await signedInClient(t.app, mail, "other@example.com", nextIp());
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const rows = async () => (await t.db.select({ n: count() }).from(spinners))[0]?.n ?? 0;
  const userId = async (c: typeof owner) => (await c.whoAmI()).user.id as string;

  it("lets a visitor share (7 days, no owner) but not save", async () => {
    const visitor = accountClient(t.app, nextIp());
    const saved = await visitor.send("POST", "/api/spinners", { spinner: SAMPLE, share: false });
    expect(saved.statusCode).toBe(401);
    const shared = await visitor.send("POST", "/api/spinners", { spinner: SAMPLE, share: true });
    expect(shared.statusCode).toBe(201);
    const body = shared.json();
    expect(body).toMatchObject({
      name: "Friday quiz",
      owned: false,
      isShared: true,
      isActive: true,
    });
    expect(Date.parse(body.expiresAt) - clock).toBe(SPINNER_LIMITS.shortLifeMs);
    const [row] = await t.db.select().from(spinners).where(eq(spinners.id, body.id));
    expect(row?.userId).toBeNull();
  });

  it("saves a signed-in user's whole spinner for a year, inactive until shared or opened", async () => {
    const res = await owner.send("POST", "/api/spinners", { spinner: SAMPLE, share: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...SAMPLE, owned: true, isActive: false, isShared: false });
    expect(Date.parse(body.expiresAt) - clock).toBe(SPINNER_LIMITS.longLifeMs);
    const opened = (await other.get(`/api/spinners/${body.id}`)).json();
    expect(opened).toMatchObject({ ...SAMPLE, owned: false, isActive: true });
  });

  it.each([
    [
      "name",
      { ...SAMPLE, name: "x".repeat(33) },
      "Spinner name exceeds maximum length of 32 characters",
    ],
    [
      "participants.1",
      { ...SAMPLE, participants: ["Ada", "y".repeat(21)] },
      "Participant name exceeds maximum length of 20 characters",
    ],
    ["participants.0", { ...SAMPLE, participants: ["  "] }, "Participant name cannot be empty"],
    [
      "participants.0",
      { ...SAMPLE, participants: ["<script>x</script>"] },
      "Potentially dangerous content detected",
    ],
  ])(
    "refuses a bad %s with the spec's message and stores nothing",
    async (field, spinner, message) => {
      const before = await rows();
      const res = await owner.send("POST", "/api/spinners", { spinner, share: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field, message });
      expect(await rows()).toBe(before);
    },
  );

  it("keeps a decimal range, and a Min above Max, as the person typed them", async () => {
    const settings = {
      ...SAMPLE.settings,
      listMode: "random-numbers",
      minRange: 7.25,
      maxRange: 2,
    };
    const res = await owner.send("POST", "/api/spinners", {
      spinner: { ...SAMPLE, settings },
      share: false,
    });
    expect(res.statusCode).toBe(201);
    expect((await owner.get(`/api/spinners/${res.json().id}`)).json().settings).toEqual(settings);
  });

  it.each([
    ["37 participants", { participants: Array.from({ length: 37 }, (_, i) => `P${i}`) }],
    ["an unknown style", { style: "teapot" }],
    ["a bound with 3 decimal places", { settings: { ...SAMPLE.settings, minRange: 1.005 } }],
    ["a bound beyond the range", { settings: { ...SAMPLE.settings, maxRange: 1e10 } }],
    ["a slider beyond its limit", { settings: { ...SAMPLE.settings, numberSelection: 37 } }],
    ["an odd binary count", { settings: { ...SAMPLE.settings, binaryCount: 3 } }],
  ])("refuses %s", async (_what, change) => {
    const before = await rows();
    const res = await owner.send("POST", "/api/spinners", {
      spinner: { ...SAMPLE, ...change },
      share: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(await rows()).toBe(before);
  });

  it("names an unnamed spinner 'Untitled Spinner' and a colliding name -1, -2", async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await other.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, name: " " },
        share: true,
      });
      names.push(res.json().name);
    }
    expect(names).toEqual(["Untitled Spinner", "Untitled Spinner-1", "Untitled Spinner-2"]);
  });

  it("renames for the owner only, keeping names unique; others get 403, visitors 401", async () => {
    const a = (
      await owner.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, name: "Alpha" },
        share: true,
      })
    ).json();
    const b = (
      await owner.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, name: "Beta" },
        share: true,
      })
    ).json();
    const renamed = await owner.send("PATCH", `/api/spinners/${b.id}`, { name: "alpha" });
    expect(renamed.json().name).toBe("alpha-1");
    expect((await other.send("PATCH", `/api/spinners/${a.id}`, { name: "Mine" })).statusCode).toBe(
      403,
    );
    expect(
      (
        await accountClient(t.app, nextIp()).send("PATCH", `/api/spinners/${a.id}`, {
          name: "Mine",
        })
      ).statusCode,
    ).toBe(401);
    expect((await other.send("DELETE", `/api/spinners/${a.id}`)).statusCode).toBe(403);
    expect((await owner.send("DELETE", `/api/spinners/${a.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/spinners/${a.id}`)).statusCode).toBe(404);
  });

  it("copies a link into another account; concurrent opens all get their copy", async () => {
    const source = (
      await owner.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, name: "Party" },
        share: true,
      })
    ).json();
    const copies = await Promise.all(
      [1, 2, 3].map(async () => {
        const c = await signedInClient(t.app, mail, `copier${ip}@example.com`, nextIp());
        return c.send("POST", `/api/spinners/${source.id}/copy`);
      }),
    );
    for (const copy of copies) {
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({
        name: "Party",
        participants: SAMPLE.participants,
        owned: true,
      });
      expect(copy.json().id).not.toBe(source.id);
    }
    expect(
      (await accountClient(t.app, nextIp()).send("POST", `/api/spinners/${source.id}/copy`))
        .statusCode,
    ).toBe(401);
  });

  it("holds 30 per user even under 40 concurrent saves", async () => {
    const c = await signedInClient(t.app, mail, "busy@example.com", nextIp());
    const id = await userId(c);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        createSpinner(
          t.db,
          { ...SAMPLE, name: "Same" },
          { userId: id, share: i % 2 === 0, now: new Date(clock) },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
    const mine = await t.db.select().from(spinners).where(eq(spinners.userId, id));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((s) => s.name.toLowerCase())).size).toBe(30);
    const res = await c.send("POST", "/api/spinners", { spinner: SAMPLE, share: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "SPINNER_LIMIT", params: { max: 30 } });
    const list = (await c.get("/api/spinners")).json();
    expect(list.spinners).toHaveLength(30);
    expect(list.limit).toBe(30);
  });

  it("allows 10 creates a minute per user", async () => {
    const c = await signedInClient(t.app, mail, "fast@example.com", nextIp());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await c.send("POST", "/api/spinners", { spinner: SAMPLE, share: true })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("expires: a visitor's link after 7 days, an opened one a year on; stale saves leave the list", async () => {
    const visitor = accountClient(t.app, nextIp());
    const link = (
      await visitor.send("POST", "/api/spinners", { spinner: SAMPLE, share: true })
    ).json();
    const kept = (
      await visitor.send("POST", "/api/spinners", { spinner: SAMPLE, share: true })
    ).json();
    const c = await signedInClient(t.app, mail, "stale@example.com", nextIp());
    const saved = (
      await c.send("POST", "/api/spinners", { spinner: { ...SAMPLE, name: "Old" }, share: false })
    ).json();
    clock += 3 * DAY;
    const opened = (await c.get(`/api/spinners/${kept.id}`)).json();
    expect(Date.parse(opened.expiresAt) - clock).toBe(SPINNER_LIMITS.longLifeMs);
    clock += 5 * DAY; // 8 days after making them
    expect((await visitor.get(`/api/spinners/${link.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(spinners).where(eq(spinners.id, link.id))).toHaveLength(0);
    expect((await visitor.get(`/api/spinners/${kept.id}`)).statusCode).toBe(200);
    const list = (await c.get("/api/spinners")).json();
    expect(list.spinners.map((s: { id: string }) => s.id)).not.toContain(saved.id);
    // The periodic sweep removes what nobody reads.
    const orphan = (
      await visitor.send("POST", "/api/spinners", { spinner: SAMPLE, share: true })
    ).json();
    expect(await sweepSpinners(t.db, new Date(clock + 8 * DAY))).toBeGreaterThan(0);
    expect(await t.db.select().from(spinners).where(eq(spinners.id, orphan.id))).toHaveLength(0);
  });

  it("serves a share link's page with a preview, and 404 for an unknown one", async () => {
    const link = (
      await owner.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, name: "Quiz <night>" },
        share: true,
      })
    ).json();
    const page = await t.app.inject({ url: `/share/${link.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta property="og:title" content="Quiz &lt;night&gt; · Twirl" />',
    );
    expect(page.body).toContain("A spinner with 3 names");
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.body).toContain("social-card.png");
    expect(page.body).toContain('<meta property="og:image:width" content="1200" />');
    expect((await t.app.inject({ url: "/share/nothing-here" })).statusCode).toBe(404);
  });

  it("keeps the spin time as set: whole seconds from 2 to 60, 14 s when not given", async () => {
    const visitor = accountClient(t.app, nextIp());
    const share = (spinTime?: number) =>
      visitor.send("POST", "/api/spinners", { spinner: { ...SAMPLE, spinTime }, share: true });
    const set = await share(37_000);
    expect(set.statusCode).toBe(201);
    expect(set.json().spinTime).toBe(37_000);
    expect((await share(undefined)).json().spinTime).toBe(14_000);
    for (const bad of [1000, 2500, 61_000]) expect((await share(bad)).statusCode).toBe(400);
  });

  it("keeps each name's options and the list options; refuses ones out of range", async () => {
    const visitor = accountClient(t.app, nextIp());
    const share = (participants: unknown[], settings: object = {}) =>
      visitor.send("POST", "/api/spinners", {
        spinner: { ...SAMPLE, participants, settings: { ...SAMPLE.settings, ...settings } },
        share: true,
      });
    const entries = [
      "Ada",
      { name: " Grace ", weight: 3, picked: true },
      { name: "Linus", hidden: true, wins: 4, color: "#0ea5e9" },
    ];
    const made = await visitor.send("POST", "/api/spinners", {
      spinner: {
        ...SAMPLE,
        participants: entries,
        settings: { ...SAMPLE.settings, fairRotation: true, countWins: true, winners: 2 },
        celebration: { confetti: false, message: "And the star is", speak: true },
      },
      share: true,
    });
    expect(made.statusCode).toBe(201);
    const opened = (await visitor.get(`/api/spinners/${made.json().id}`)).json();
    expect(opened.participants).toEqual([
      "Ada",
      { name: "Grace", weight: 3, picked: true },
      { name: "Linus", hidden: true, wins: 4, color: "#0ea5e9" },
    ]);
    expect(opened.settings).toMatchObject({ fairRotation: true, countWins: true, winners: 2 });
    expect(opened.celebration).toEqual({
      confetti: false,
      message: "And the star is",
      speak: true,
    });
    // A spinner saved before the options has them off.
    const { fairRotation: _, countWins: __, winners: ___, ...older } = SAMPLE.settings;
    const { celebration: ____, ...olderSpinner } = SAMPLE;
    const old = await visitor.send("POST", "/api/spinners", {
      spinner: { ...olderSpinner, settings: older },
      share: true,
    });
    expect(old.json().celebration).toEqual(DEFAULT_CELEBRATION);
    expect(old.json().settings).toMatchObject({
      fairRotation: false,
      countWins: false,
      winners: 1,
    });
    for (const bad of [
      [{ name: "Ada", weight: 0 }],
      [{ name: "Ada", weight: 101 }],
      [{ name: "Ada", weight: 2.5 }],
      [{ name: "Ada", hidden: false }],
      [{ name: "Ada", color: "red" }],
      [{ name: "   " }],
    ]) {
      expect((await share(bad)).statusCode).toBe(400);
    }
    expect((await share(["Ada"], { winners: 11 })).statusCode).toBe(400);
    const longMessage = { ...DEFAULT_CELEBRATION, message: "x".repeat(41) };
    const refused = await visitor.send("POST", "/api/spinners", {
      spinner: { ...SAMPLE, celebration: longMessage },
      share: true,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps a picture on every name and the look; refuses what is not a kept picture", async () => {
    const visitor = accountClient(t.app, nextIp());
    const share = (spinner: object) =>
      visitor.send("POST", "/api/spinners", { spinner: { ...SAMPLE, ...spinner }, share: true });
    // The largest spinner the play screen makes: 36 names, each with the largest picture.
    const participants = Array.from({ length: 36 }, (_, i) => ({
      name: `Name ${i + 1}`,
      image: bigPicture(),
    }));
    const look = { theme: "safeBold", center: bigPicture("png"), background: "#fef3c7" };
    const made = await share({ participants, look });
    expect(made.statusCode).toBe(201);
    const opened = (await visitor.get(`/api/spinners/${made.json().id}`)).json();
    expect(opened.participants).toEqual(participants);
    expect(opened.look).toEqual(look);
    // A spinner saved before the look has the classic one.
    const { look: _, ...older } = SAMPLE;
    expect((await share(older)).json().look).toEqual(DEFAULT_SAVED_LOOK);
    for (const bad of [
      { participants: [{ name: "Ada", image: `${bigPicture()}A` }] },
      { participants: [{ name: "Ada", image: "data:image/gif;base64,R0lGOD==" }] },
      { participants: [{ name: "Ada", image: "data:image/svg+xml;base64,PHN2Zz4=" }] },
      { participants: [{ name: "Ada", image: "https://example.com/a.png" }] },
      { look: { ...DEFAULT_SAVED_LOOK, theme: "neon" } },
      { look: { ...DEFAULT_SAVED_LOOK, center: "javascript:alert(1)" } },
      { look: { ...DEFAULT_SAVED_LOOK, background: "red" } },
    ]) {
      expect((await share(bad)).statusCode).toBe(400);
    }
  });

  it("migration 0009 gives the old, never chosen 5000 ms the default 14 s, and nothing else", async () => {
    const made = await Promise.all(
      [5000, 7000].map((spinTime) =>
        createSpinner(
          t.db,
          { ...SAMPLE, spinTime },
          { userId: null, share: true, now: new Date(clock) },
        ),
      ),
    );
    const file = path.resolve("server/db/migrations/0009_spin_time.sql");
    await t.db.execute(sql.raw(readFileSync(file, "utf8")));
    const times = await Promise.all(
      made.map(
        async (m) => (await t.db.select().from(spinners).where(eq(spinners.id, m.id)))[0]?.spinTime,
      ),
    );
    expect(times).toEqual([14_000, 7000]);
  });

  it("goes into Download my data, and goes with the account", async () => {
    const c = await signedInClient(t.app, mail, "mine@example.com", nextIp());
    await c.send("POST", "/api/spinners", { spinner: { ...SAMPLE, name: "Keep" }, share: false });
    const data = (await c.get("/api/account/export")).json();
    expect(data.spinners).toEqual([
      expect.objectContaining({ name: "Keep", participants: SAMPLE.participants }),
    ]);
    const id = await userId(c);
    await c.send("POST", "/api/account/delete", { email: "mine@example.com" });
    expect(await t.db.select().from(spinners).where(eq(spinners.userId, id))).toHaveLength(0);
  });
});
