import { randomBytes } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { SPINNER_LIMITS, type Spinner, type SpinnerInput } from "#core/contracts/spinners.ts";
import type { Db } from "#server/db/client.ts";
import { spinners } from "#server/db/schema.ts";
import { HttpError } from "#server/http-error.ts";

type Row = typeof spinners.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const newId = () => randomBytes(9).toString("base64url");
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

export function toSpinner(row: Row, viewerId: string | null): Spinner {
  return {
    id: row.id,
    name: row.name,
    participants: row.participants,
    style: row.style as Spinner["style"],
    language: row.language as Spinner["language"],
    theme: row.theme as Spinner["theme"],
    sound: row.sound,
    spinTime: row.spinTime,
    settings: row.settings as Spinner["settings"],
    celebration: row.celebration,
    look: row.look,
    createdAt: row.createdAt.toISOString(),
    lastAccessed: row.lastAccessed.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isActive: row.isActive,
    isShared: row.isShared,
    owned: viewerId !== null && row.userId === viewerId,
  };
}

/** Spinners a list no longer shows: expired, or saved and not opened for 7 days. */
const stale = (now: Date) =>
  or(
    lt(spinners.expiresAt, now),
    and(
      eq(spinners.isActive, false),
      lt(spinners.lastAccessed, new Date(now.getTime() - SPINNER_LIMITS.shortLifeMs)),
    ),
  );

/** One owner's changes run one at a time (every process), so limits and names hold. */
async function lockOwner(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`spinners:${userId}`}))`);
}

/** `name`, or "name-1", "name-2"… (cut to fit 32) when the owner already has it. */
async function freeName(tx: Tx, userId: string, name: string, exceptId?: string): Promise<string> {
  const rows = await tx
    .select({ id: spinners.id, name: spinners.name })
    .from(spinners)
    .where(eq(spinners.userId, userId));
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.name.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    const candidate = name.slice(0, 32 - suffix.length).trimEnd() + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Saves a spinner. A signed-in user's is theirs (at most 30, names unique) for a year; a
 * plain save starts inactive, a share active. A visitor's is a share without an owner that
 * lives 7 days unless opened.
 */
export async function createSpinner(
  db: Db,
  input: SpinnerInput,
  options: { userId: string | null; share: boolean; now: Date },
): Promise<Row> {
  const { userId, share, now } = options;
  const base = {
    participants: input.participants,
    style: input.style,
    language: input.language,
    theme: input.theme,
    sound: input.sound,
    spinTime: input.spinTime,
    settings: input.settings,
    celebration: input.celebration,
    look: input.look,
    createdAt: now,
    lastAccessed: now,
  };
  if (userId === null) {
    const [row] = await db
      .insert(spinners)
      .values({
        ...base,
        id: newId(),
        userId: null,
        name: input.name,
        isActive: true,
        isShared: true,
        expiresAt: later(now, SPINNER_LIMITS.shortLifeMs),
      })
      .returning();
    return row as Row;
  }
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await tx.delete(spinners).where(and(eq(spinners.userId, userId), stale(now)));
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(spinners)
      .where(eq(spinners.userId, userId));
    if ((count?.n ?? 0) >= SPINNER_LIMITS.perUser) {
      throw new HttpError(
        409,
        "SPINNER_LIMIT",
        `You already have ${SPINNER_LIMITS.perUser} saved spinners. Delete one to save another.`,
        undefined,
        { max: SPINNER_LIMITS.perUser },
      );
    }
    const [row] = await tx
      .insert(spinners)
      .values({
        ...base,
        id: newId(),
        userId,
        name: await freeName(tx, userId, input.name),
        isActive: share,
        isShared: share,
        expiresAt: later(now, SPINNER_LIMITS.longLifeMs),
      })
      .returning();
    return row as Row;
  });
}

/** The owner's list, after the stale ones are removed; newest first. */
export async function listSpinners(db: Db, userId: string, now: Date): Promise<Row[]> {
  await db.delete(spinners).where(and(eq(spinners.userId, userId), stale(now)));
  return db
    .select()
    .from(spinners)
    .where(eq(spinners.userId, userId))
    .orderBy(sql`${spinners.createdAt} desc`);
}

/**
 * Opens a spinner (a link or the owner's list): an expired one is deleted and is not found;
 * otherwise it becomes active, and its expiry moves to a year from now.
 */
export async function openSpinner(db: Db, id: string, now: Date): Promise<Row | null> {
  const [row] = await db.select().from(spinners).where(eq(spinners.id, id));
  if (!row) return null;
  if (row.expiresAt < now) {
    await db.delete(spinners).where(eq(spinners.id, id));
    return null;
  }
  const [opened] = await db
    .update(spinners)
    .set({ lastAccessed: now, isActive: true, expiresAt: later(now, SPINNER_LIMITS.longLifeMs) })
    .where(eq(spinners.id, id))
    .returning();
  return opened ?? null;
}

/** A spinner that has not expired, read without opening it (a link's preview). */
export async function findLiveSpinner(db: Db, id: string, now: Date): Promise<Row | null> {
  const [row] = await db.select().from(spinners).where(eq(spinners.id, id));
  return row && row.expiresAt >= now ? row : null;
}

/** The spinner if `userId` owns it: 404 when there is none, 403 when it is someone else's. */
export async function ownedSpinner(db: Db, id: string, userId: string, now: Date): Promise<Row> {
  const [row] = await db.select().from(spinners).where(eq(spinners.id, id));
  if (!row || row.expiresAt < now) {
    throw new HttpError(404, "NOT_FOUND", "Saved spinner not found");
  }
  if (row.userId !== userId) {
    throw new HttpError(403, "FORBIDDEN", "Only the spinner's owner may change it.");
  }
  return row;
}

export async function renameSpinner(db: Db, id: string, userId: string, name: string, now: Date) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await ownedSpinner(tx as unknown as Db, id, userId, now);
    const [row] = await tx
      .update(spinners)
      .set({ name: await freeName(tx, userId, name, id) })
      .where(eq(spinners.id, id))
      .returning();
    return row as Row;
  });
}

export async function shareSpinner(db: Db, id: string, userId: string, now: Date) {
  await ownedSpinner(db, id, userId, now);
  const [row] = await db
    .update(spinners)
    .set({
      isShared: true,
      isActive: true,
      lastAccessed: now,
      expiresAt: later(now, SPINNER_LIMITS.longLifeMs),
    })
    .where(eq(spinners.id, id))
    .returning();
  return row as Row;
}

export async function deleteSpinner(db: Db, id: string, userId: string, now: Date) {
  await ownedSpinner(db, id, userId, now);
  await db.delete(spinners).where(eq(spinners.id, id));
}

/** Housekeeping: expired spinners, and saved ones not opened for 7 days, are removed. */
export async function sweepSpinners(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(spinners).where(stale(now)).returning({ id: spinners.id });
  return gone.length;
}

/** "Download my data": the person's spinners, whole. */
export async function exportSpinners(db: Db, userId: string) {
  const rows = await db.select().from(spinners).where(eq(spinners.userId, userId));
  return rows.map((r) => toSpinner(r, userId));
}
