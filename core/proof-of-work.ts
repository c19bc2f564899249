/**
 * The contact form's proof of work: find a nonce such that SHA-256("<salt>:<nonce>") starts
 * with `bits` zero bits. A browser finds one in the background while the form is filled in
 * (about 2^bits hashes); the server checks it with one hash. Each message then costs a
 * machine real work, which a challenge's own JSON does not.
 */
export const WORK_BITS = 16;

export type Work = { salt: string; bits: number };

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const workInput = (salt: string, nonce: string) => `${salt}:${nonce}`;
