import { z } from "zod";

/**
 * Imported by every web module that parses with zod: zod's fast path compiles code with
 * `new Function`, and probing for it is an eval the page's CSP (no 'unsafe-eval') reports as
 * a violation. Without it zod interprets its schemas, which is plenty for a form's answers.
 */
z.config({ jitless: true });
