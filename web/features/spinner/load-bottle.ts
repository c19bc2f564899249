import { loadOnce } from "../../lib/load-once";

/** The bottle-like spinners load when one is chosen (the Spinner styles panel fetches them). */
export const loadBottle = loadOnce(() => import("./bottle"));
