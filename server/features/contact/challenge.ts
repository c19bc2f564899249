import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

type Payload = { id: string; a: number; b: number; exp: number };

export type ChallengeCheck =
  | { ok: true; id: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "expired" }
  /** A wrong answer still names the challenge, so the caller can spend it. */
  | { ok: false; reason: "wrong"; id: string; expiresAt: Date };

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`contact-challenge:${body}`).digest("base64url");
}

/** A signed, short-lived arithmetic problem; the server keeps nothing until it is answered. */
export function issueChallenge(secret: string, now = Date.now()) {
  const payload: Payload = {
    id: randomBytes(12).toString("base64url"),
    a: randomInt(1, 11),
    b: randomInt(1, 11),
    exp: now + CHALLENGE_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    a: payload.a,
    b: payload.b,
    token: `${body}.${sign(secret, body)}`,
    expiresAt: new Date(payload.exp).toISOString(),
  };
}

/** Checks signature, expiry and answer. Single use is enforced by the caller's store. */
export function checkChallenge(
  secret: string,
  token: string,
  answer: number,
  now = Date.now(),
): ChallengeCheck {
  const [body, signature] = token.split(".");
  if (!body || !signature) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "malformed" };
  }
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (payload.exp <= now) return { ok: false, reason: "expired" };
  const spent = { id: payload.id, expiresAt: new Date(payload.exp) };
  if (payload.a + payload.b !== answer) return { ok: false, reason: "wrong", ...spent };
  return { ok: true, ...spent };
}
