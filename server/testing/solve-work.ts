import { createHash } from "node:crypto";
import { leadingZeroBits, type Work, workInput } from "#core/proof-of-work.ts";

/** What the browser does in the background, for tests and benches that send messages. */
export function solveWork({ salt, bits }: Work): string {
  for (let n = 0; ; n++) {
    const nonce = String(n);
    if (leadingZeroBits(createHash("sha256").update(workInput(salt, nonce)).digest()) >= bits) {
      return nonce;
    }
  }
}
