import type { Challenge } from "#core/contracts/contact.ts";
import { TEST_ORIGIN } from "./account-client";
import { solveWork } from "./solve-work";

/** A human check from the server at `base`, as the contact form asks for it. */
export async function fetchChallenge(base: string, headers: Record<string, string> = {}) {
  return (await (await fetch(`${base}/api/contact/challenge`, { headers })).json()) as Challenge;
}

/** Sends a message answering `challenge` (its sum and its proof of work), as the form does. */
export function sendMessage(
  base: string,
  challenge: Challenge,
  subject: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Ada",
      email: "ada@example.com",
      contactType: "general-inquiry",
      subject,
      message: "hello",
      challengeToken: challenge.token,
      challengeAnswer: challenge.a + challenge.b,
      workNonce: solveWork(challenge.work),
    }),
  });
}
