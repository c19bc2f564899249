import { type Celebration, parseCelebration } from "#core/spin/celebration.ts";
import { entry, readEntry, writeEntry } from "./storage";

// Apart from storage.ts, which the first screen carries: only the winner's card, the styles
// panel and a saved spinner read it.
const CELEBRATION = entry("celebration", (v): v is unknown => v !== undefined, null as unknown);

/** The celebration as set in this browser, field by field (core/spin/celebration.ts). */
export const readCelebration = (): Celebration => parseCelebration(readEntry(CELEBRATION));
export const writeCelebration = (value: Celebration) => writeEntry(CELEBRATION, value);
