import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { leadingZeroBits, WORK_BITS, workInput } from "#core/proof-of-work.ts";

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

type Payload = { id: string; a: number; b: number; exp: number };

export type ChallengeCheck =
  | { ok: true; id: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "expired" | "unsolved" }
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
    // Salted with the challenge's id: a solution is good for this one-time challenge only.
    work: { salt: payload.id, bits: WORK_BITS },
  };
}

/** Whether `nonce` solves the challenge `id`'s proof of work. */
export function solvesWork(id: string, nonce: string): boolean {
  const digest = createHash("sha256").update(workInput(id, nonce)).digest();
  return leadingZeroBits(digest) >= WORK_BITS;
}

/** Checks signature, expiry, proof of work and answer. Single use is the caller's store's. */
export function checkChallenge(
  secret: string,
  token: string,
  answer: number,
  workNonce: string,
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
  if (!solvesWork(payload.id, workNonce)) return { ok: false, reason: "unsolved" };
  const spent = { id: payload.id, expiresAt: new Date(payload.exp) };
  if (payload.a + payload.b !== answer) return { ok: false, reason: "wrong", ...spent };
  return { ok: true, ...spent };
}
