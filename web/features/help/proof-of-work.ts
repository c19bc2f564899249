import { leadingZeroBits, type Work, workInput } from "#core/proof-of-work.ts";

const BATCH = 256;
const encoder = new TextEncoder();

/**
 * Finds the nonce the server asks for (core/proof-of-work.ts) with Web Crypto, a batch of
 * hashes at a time: each batch runs off the main thread and the page stays responsive, so it
 * is done while the person fills in the form.
 */
export async function solveWork({ salt, bits }: Work): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const digests = await Promise.all(
      nonces.map((n) => crypto.subtle.digest("SHA-256", encoder.encode(workInput(salt, n)))),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= bits);
    if (found >= 0) return nonces[found] as string;
  }
}
