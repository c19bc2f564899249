import { detectListMode } from "#core/lists/detect-list-mode.ts";
import type { ListMode } from "#core/lists/sidebar-settings.ts";
import type { SpinResult } from "#core/results/results.ts";
import { recordResult } from "#web/features/results/results-store.ts";

// Cards, help pages and the profile ask for the report dialogs through web/lib/reports-request;
// the host that shows them loads with this chunk, not with the page.
void import("./reports-host");

export { setResultOutcome } from "#web/features/results/results-store.ts";

/**
 * Records a finished spin: a game's spin as "games", a list of names that looks like another
 * mode (Yes/No, the dice faces, numbers, colour names) as that mode, any other as its mode.
 * With the results store and the detector (which knows every colour name), this loads when a
 * spin starts, not with the page.
 */
export function recordSpin(
  result: Omit<SpinResult, "type">,
  game: boolean,
  mode: ListMode,
  labels: string[],
): Promise<boolean> {
  const type = game ? "games" : mode === "participants" ? detectListMode(labels) : mode;
  return recordResult({ ...result, type });
}
