import { loadOnce } from "#web/lib/load-once.ts";

/** The bottle-like spinners load when one is chosen (the Spinner styles panel fetches them). */
export const loadBottle = loadOnce(() => import("./bottle"));
