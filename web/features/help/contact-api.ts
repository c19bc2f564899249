import { type Challenge, type ContactRequest, challengeSchema } from "#core/contracts/contact.ts";

/** What became of a submission, in the terms the form shows it. */
export type SendResult =
  | { kind: "sent"; contactId: string }
  /** The server refused one field (400 with `field`): shown next to that field. */
  | { kind: "field"; field: string; message: string }
  /** Too many messages (429): the server's own wording says how long to wait. */
  | { kind: "limited"; message: string }
  | { kind: "failed" };

/** A new human check; null when it cannot be had (the form offers New Problem again). */
export async function fetchChallenge(): Promise<Challenge | null> {
  try {
    const res = await fetch("/api/contact/challenge", {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!res.ok) return null;
    const parsed = challengeSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type ErrorBody = { error?: { message?: unknown; field?: unknown } };

export async function sendContact(request: ContactRequest): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: "failed" }; // offline or the server is unreachable
  }
  const body = (await res.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null;
  if (res.status === 201 && body?.success === true && typeof body.contactId === "string") {
    return { kind: "sent", contactId: body.contactId };
  }
  const message = typeof body?.error?.message === "string" ? body.error.message : null;
  const field = typeof body?.error?.field === "string" ? body.error.field : null;
  if (res.status === 400 && message && field) return { kind: "field", field, message };
  if (res.status === 429 && message) return { kind: "limited", message };
  return { kind: "failed" };
}

/** The spec's browser details, pretty-printed so a person can read them in the form. */
export function browserDetails(): string {
  const details = {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    language: navigator.language,
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    windowSize: `${window.innerWidth}x${window.innerHeight}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return JSON.stringify(details, null, 2);
}
