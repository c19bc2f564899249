import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { writeAudit } from "#server/audit.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  contactSubmissions,
  contributions,
  questionReports,
  users,
} from "#server/db/schema.ts";

/** A LIKE pattern for a search typed by staff (its own % and _ taken literally). */
export const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Paging = { page: number; pageSize: number };

/** A tab's stat cards from its rows counted by status: each status, and all of them. */
export function statusCounts(rows: { key: string; n: number }[]) {
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    byStatus: Object.fromEntries(rows.map((r) => [r.key, r.n])),
  };
}
const iso = (d: Date | null) => d?.toISOString() ?? null;

// Contact submissions

export async function listContacts(
  db: Db,
  f: { status?: string; contactType?: string; q: string },
  { page, pageSize }: Paging,
) {
  const like = likeOf(f.q);
  const filter: SQL | undefined = and(
    f.status ? eq(contactSubmissions.status, f.status) : undefined,
    f.contactType ? eq(contactSubmissions.contactType, f.contactType) : undefined,
    f.q
      ? or(
          ilike(contactSubmissions.name, like),
          ilike(contactSubmissions.email, like),
          ilike(contactSubmissions.subject, like),
          ilike(contactSubmissions.message, like),
          ilike(contactSubmissions.adminNotes, like),
        )
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }], byStatus] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(filter)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.contactId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactSubmissions).where(filter),
    db
      .select({ key: contactSubmissions.status, n: count() })
      .from(contactSubmissions)
      .groupBy(contactSubmissions.status),
  ]);
  return {
    submissions: rows.map(({ updatedAt: _, ...r }) => ({
      ...r,
      respondedAt: iso(r.respondedAt),
      createdAt: r.createdAt.toISOString(),
    })),
    total: n,
    page,
    pageSize,
    stats: statusCounts(byStatus),
  };
}

/** Status, notes and response; Responded or Closed stamps respondedAt. Null: no such id. */
export async function updateContact(
  db: Db,
  contactId: string,
  change: { status?: string; adminNotes?: string; adminResponse?: string },
  adminEmail: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const responded = change.status === "Responded" || change.status === "Closed";
    const [row] = await tx
      .update(contactSubmissions)
      .set({
        ...change,
        ...(responded ? { respondedAt: now, respondedBy: adminEmail } : {}),
        updatedAt: now,
      })
      .where(eq(contactSubmissions.contactId, contactId))
      .returning();
    if (!row) return null;
    await writeAudit(tx, {
      action: change.status ? "contact.status" : "contact.notes",
      targetType: "contact",
      targetId: contactId,
      actor: adminEmail,
      details: change,
    });
    return { ...row, respondedAt: iso(row.respondedAt), createdAt: row.createdAt.toISOString() };
  });
}

/** The records staff may delete, each by its key column, with the audit name it goes by. */
const DELETABLE = {
  report: { table: questionReports, key: questionReports.reportId },
  contact: { table: contactSubmissions, key: contactSubmissions.contactId },
  contribution: { table: contributions, key: contributions.id },
} as const;

/** Deletes one record and writes `<type>.deleted` in the same transaction; false: no such id. */
export async function deleteRecord(
  db: Db,
  targetType: keyof typeof DELETABLE,
  targetId: string,
  adminEmail: string,
): Promise<boolean> {
  const { table, key } = DELETABLE[targetType];
  return db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(key, targetId)).returning({ id: key });
    if (gone.length === 0) return false;
    await writeAudit(tx, {
      action: `${targetType}.deleted`,
      targetType,
      targetId,
      actor: adminEmail,
    });
    return true;
  });
}

// Contributions

export async function listContributions(
  db: Db,
  f: { status?: string; gameType?: string; q: string },
  { page, pageSize }: Paging,
) {
  const like = likeOf(f.q);
  const filter: SQL | undefined = and(
    f.status ? eq(contributions.status, f.status) : undefined,
    f.gameType ? eq(contributions.gameType, f.gameType) : undefined,
    f.q
      ? or(ilike(contributions.content, like), ilike(users.email, like), ilike(users.name, like))
      : undefined,
  );
  const base = () =>
    db.select().from(contributions).leftJoin(users, eq(users.id, contributions.userId));
  const [rows, [{ n } = { n: 0 }], byStatus] = await Promise.all([
    base()
      .where(filter)
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(contributions)
      .leftJoin(users, eq(users.id, contributions.userId))
      .where(filter),
    db
      .select({ key: contributions.status, n: count() })
      .from(contributions)
      .groupBy(contributions.status),
  ]);
  return {
    contributions: rows.map(({ contributions: c, users: u }) => ({
      id: c.id,
      gameType: c.gameType as "trivia",
      language: c.language,
      content: c.content,
      options: c.options,
      answer: c.answer ?? "",
      funFact: c.funFact ?? "",
      category: c.category,
      difficulty: c.difficulty,
      status: c.status as "pending",
      reviewReason: c.reviewReason,
      questionId: c.questionId,
      createdAt: c.createdAt.toISOString(),
      userEmail: u?.email ?? null,
      userName: u?.name || null,
      reviewedBy: c.reviewedBy,
      reviewedAt: iso(c.reviewedAt),
    })),
    total: n,
    page,
    pageSize,
    stats: statusCounts(byStatus),
  };
}

// The audit log

export async function listAudit(
  db: Db,
  f: { actor?: string; action?: string },
  { page, pageSize }: Paging,
) {
  const filter = and(
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: n,
    page,
    pageSize,
  };
}
