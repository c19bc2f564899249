import {
  type TextResult,
  validateEmail,
  validateOptionalText,
  validateText,
} from "../validation/text-validator";
import { z } from "./zod";

export const CONTACT_TYPES = [
  "general-inquiry",
  "bug-report",
  "feature-request",
  "content-issue",
  "account-help",
  "business-inquiry",
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The form shows no limits; these keep one submission to a sane size. */
export const CONTACT_LIMITS = {
  name: 100,
  subject: 200,
  message: 5000,
  browserInfo: 2000,
  appVersion: 32,
} as const;

/** The human check: two integers from 1 to 10, answered with their sum. */
export const challengeSchema = z.object({
  a: z.number().int().min(1).max(10),
  b: z.number().int().min(1).max(10),
  token: z.string(),
  expiresAt: z.string(),
  /** The proof of work the browser solves while the form is filled in (core/proof-of-work.ts). */
  work: z.object({ salt: z.string(), bits: z.number().int().min(0).max(32) }),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const contactRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  contactType: z.enum(CONTACT_TYPES),
  subject: z.string(),
  message: z.string(),
  browserInfo: z.string().optional().default(""),
  appVersion: z.string().optional().default(""),
  challengeToken: z.string().min(1).max(512),
  challengeAnswer: z.number().int(),
  workNonce: z.string().max(32),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), contactId: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** A submission's fields: what the form holds and what the server stores. */
export type ContactFields = Omit<
  z.output<typeof contactRequestSchema>,
  "challengeToken" | "challengeAnswer" | "workNonce"
>;
type Fields = Omit<ContactFields, "contactType">;

/** Field-by-field checks shared by the form and the server; the first failure is returned. */
export function validateContactFields(
  input: Fields,
): { ok: true; value: Fields } | Extract<TextResult, { ok: false }> {
  const checks: [keyof Fields, TextResult][] = [
    ["name", validateText("name", input.name, CONTACT_LIMITS.name)],
    ["email", validateEmail("email", input.email)],
    ["subject", validateText("subject", input.subject, CONTACT_LIMITS.subject)],
    ["message", validateText("message", input.message, CONTACT_LIMITS.message)],
    [
      "browserInfo",
      validateOptionalText("browserInfo", input.browserInfo, CONTACT_LIMITS.browserInfo),
    ],
    ["appVersion", validateOptionalText("appVersion", input.appVersion, CONTACT_LIMITS.appVersion)],
  ];
  const value = { ...input };
  for (const [key, result] of checks) {
    if (!result.ok) return result;
    value[key] = result.value;
  }
  return { ok: true, value };
}
