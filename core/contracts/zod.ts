import { z } from "zod";

/**
 * Every contract imports zod from here. In a browser, zod's fast path compiles code with
 * `new Function`, and probing for it is an eval the page's CSP (no 'unsafe-eval') reports as
 * a violation; without it zod interprets its schemas, which is plenty for a form's answers.
 * Set here, it is set before any contract makes a schema, in whatever chunk the bundler puts
 * them. The server keeps the fast path.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
