/**
 * The only platform globals core uses, with the shape it uses: Web Crypto's random values
 * and AbortController, which browsers and Node 20 both provide. core is type-checked on its
 * own (core/tsconfig.json: ES2023, no DOM and no Node types) with these; the root program,
 * which has the DOM's, leaves this file out.
 */
declare var crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };

interface AbortSignal {
  readonly aborted: boolean;
}

declare class AbortController {
  readonly signal: AbortSignal;
  abort(): void;
}
