import type { AdminList } from "#server/config.ts";

export const ROLES = ["primary", "reviewer", "moderator", "none"] as const;
export type Role = (typeof ROLES)[number];

/**
 * A person's staff role in this environment, from ADMINS_FILE (the spec's admin config).
 * Primary: everything; reviewer: reports, contact messages, contributions and question
 * edits; moderator: reports and contact messages. Addresses compare without case.
 */
export function roleOf(email: string, admins: AdminList): Role {
  const address = email.trim().toLowerCase();
  const has = (list: string[]) => list.some((a) => a.toLowerCase() === address);
  if (admins.primaryAdmin?.toLowerCase() === address) return "primary";
  if (has(admins.reviewers)) return "reviewer";
  if (has(admins.moderators)) return "moderator";
  return "none";
}
