import type { Db } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AuditEntry = {
  /** What was done, as "<thing>.<verb>": "report.status", "contribution.approved"… */
  action: string;
  targetType: string;
  targetId: string;
  /** The staff member's email ("self" for a person acting on their own account). */
  actor: string;
  details?: Record<string, unknown>;
};

/** Writes an audit entry; pass the transaction that makes the change, so both or neither land. */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
