import { withStrings } from "#web/lib/area-strings.ts";
import { loadOnce } from "#web/lib/load-once.ts";

/**
 * The names list's options and tools, and the draw rules they add (issue 18), with their
 * strings: one load for the name editor, the row marks, the tools and the play loop.
 */
export const loadEntries = loadOnce(withStrings("entries", () => import("./entries/index")));
