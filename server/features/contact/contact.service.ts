import { randomBytes } from "node:crypto";
import { lt } from "drizzle-orm";
import type { ContactFields } from "#core/contracts/contact.ts";
import type { Db } from "#server/db/client.ts";
import { contactSubmissions, usedChallenges } from "#server/db/schema.ts";

export function newContactId(now = Date.now()): string {
  return `CONT-${now}-${randomBytes(4).toString("hex")}`;
}

/**
 * Stores the submission and spends its challenge in one transaction: a replayed challenge
 * fails on the primary key and nothing is stored.
 */
export async function storeSubmission(
  db: Db,
  submission: ContactFields,
  challenge: { id: string; expiresAt: Date },
): Promise<{ stored: true; contactId: string } | { stored: false }> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .insert(usedChallenges)
      .values(challenge)
      .onConflictDoNothing()
      .returning({ id: usedChallenges.id });
    if (spent.length === 0) return { stored: false as const };
    const contactId = newContactId();
    await tx.insert(contactSubmissions).values({ contactId, status: "New", ...submission });
    return { stored: true as const, contactId };
  });
}

/** Spends a challenge that was answered wrongly, so its answer cannot be guessed twice. */
export async function spendChallenge(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.insert(usedChallenges).values({ id, expiresAt }).onConflictDoNothing();
}

export async function forgetExpiredChallenges(db: Db, now = new Date()): Promise<void> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
}
