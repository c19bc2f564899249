import {
  type Challenge,
  type ContactRequest,
  type ContactResponse,
  challengeSchema,
} from "#core/contracts/contact.ts";
import type { ApiError } from "#core/contracts/errors.ts";
import { readApiError } from "#web/lib/api-error.ts";

/** What became of a submission: sent, refused with the server's error, or not answered. */
export type SendResult =
  | { kind: "sent"; contactId: string }
  | { kind: "refused"; error: ApiError }
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
  const body = (await res.json().catch(() => null)) as Partial<ContactResponse> | null;
  if (res.status === 201 && body?.success === true && typeof body.contactId === "string") {
    return { kind: "sent", contactId: body.contactId };
  }
  const error = res.status < 500 ? readApiError(body) : null;
  return error ? { kind: "refused", error } : { kind: "failed" };
}

/** Browser details for a support request, pretty-printed so a person can read them in the form. */
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
