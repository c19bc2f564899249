/**
 * The text validator: trimmed length limits per field kind and a dangerous-content check.
 * Issues carry a code so the web can translate them; `issueMessage` gives the API's English.
 */
import { SPINNER_NAME_MAX } from "./limits";

export const TEXT_LIMITS = {
  spinnerName: SPINNER_NAME_MAX,
  participantName: 20,
  questionContent: 500,
  contributionContent: 1000,
  reportReason: 200,
  email: 254,
} as const;

export type TextIssue =
  | { code: "empty"; field: string }
  | { code: "tooLong"; field: string; max: number }
  | { code: "dangerous"; field: string }
  | { code: "control"; field: string }
  | { code: "invalidEmail"; field: string }
  | { code: "emailTooLong"; field: string };

export type TextResult = { ok: true; value: string } | { ok: false; issue: TextIssue };

const DANGEROUS = [
  /<\s*\/?\s*script\b/i,
  /(java|vb)script\s*:/i,
  /<[^>]*[\s/"']on[a-z]+\s*=/i,
  /data\s*:\s*text\/html/i,
  /expression\s*\(/i,
];

// One @, no spaces, a dot in the domain: the loose "looks like an email" check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** C0 control characters other than tab and line breaks: a NUL or an escape has no place in text. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

export function isDangerous(text: string): boolean {
  return DANGEROUS.some((pattern) => pattern.test(text));
}

export function validateText(field: string, raw: string, max: number): TextResult {
  const value = raw.trim();
  if (value === "") return { ok: false, issue: { code: "empty", field } };
  if (value.length > max) return { ok: false, issue: { code: "tooLong", field, max } };
  if (hasControlCharacters(value)) return { ok: false, issue: { code: "control", field } };
  if (isDangerous(value)) return { ok: false, issue: { code: "dangerous", field } };
  return { ok: true, value };
}

/** Like validateText, but an empty value is accepted as "". */
export function validateOptionalText(field: string, raw: string, max: number): TextResult {
  return raw.trim() === "" ? { ok: true, value: "" } : validateText(field, raw, max);
}

export function validateEmail(field: string, raw: string): TextResult {
  const value = raw.trim().toLowerCase();
  if (value === "") return { ok: false, issue: { code: "empty", field } };
  if (value.length > TEXT_LIMITS.email)
    return { ok: false, issue: { code: "emailTooLong", field } };
  if (hasControlCharacters(value)) return { ok: false, issue: { code: "control", field } };
  if (isDangerous(value)) return { ok: false, issue: { code: "dangerous", field } };
  if (!EMAIL.test(value)) return { ok: false, issue: { code: "invalidEmail", field } };
  return { ok: true, value };
}

/** Escapes < > " ' and /, for text placed into HTML outside React. */
export function escapeHtml(text: string): string {
  const map: Record<string, string> = {
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#x27;",
    "/": "&#x2F;",
  };
  return text.replace(/[<>"'/]/g, (c) => map[c] ?? c);
}

export function issueMessage(issue: TextIssue, label: string = issue.field): string {
  switch (issue.code) {
    case "empty":
      return `${label} cannot be empty`;
    case "tooLong":
      return `${label} exceeds maximum length of ${issue.max} characters`;
    case "dangerous":
      return "Potentially dangerous content detected";
    case "control":
      return `${label} contains characters that are not allowed`;
    case "invalidEmail":
      return "Invalid email format";
    case "emailTooLong":
      return "Email exceeds maximum length";
  }
}

/** An issue as an API error's params, so the web can say it in the person's language. */
export function issueParams(issue: TextIssue): Record<string, string | number> {
  return "max" in issue ? { issue: issue.code, max: issue.max } : { issue: issue.code };
}

const ISSUE_CODES = [
  "empty",
  "tooLong",
  "dangerous",
  "control",
  "invalidEmail",
  "emailTooLong",
] as const;

/** The issue an API error's params describe, or null when they describe none. */
export function issueFromParams(
  field: string,
  params: Record<string, string | number> | undefined,
): TextIssue | null {
  const code = ISSUE_CODES.find((c) => c === params?.issue);
  if (!code) return null;
  if (code !== "tooLong") return { code, field };
  return typeof params?.max === "number" ? { code, field, max: params.max } : null;
}
