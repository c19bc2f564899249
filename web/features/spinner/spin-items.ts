import type { ListItem } from "#core/lists/modes.ts";
import type { ResultType, SpinResult } from "#core/results/results.ts";
import { loadOnce } from "../../lib/load-once";
import type { TFunction } from "../../lib/translator";
import type { ListMode } from "../sidebar/sidebar-settings";
import type { SpinItem } from "./spin-item";

/** Colour and binary labels are i18n keys; everything people typed is shown as typed. */
export function toSpinItems(items: ListItem[], mode: ListMode, t: TFunction): SpinItem[] {
  const translate = mode === "colors" || mode === "binary";
  return items.map((item) => ({
    id: item.id,
    label: translate ? t(item.label, { ns: "lists" }) : item.label,
    ...(item.color ? { color: item.color } : {}),
  }));
}

/** The detector knows every colour name; it loads with the first spin, not with the page. */
const loadResultTypeDetector = loadOnce(() => import("#core/lists/detect-list-mode.ts"));
/** The results store too: nothing on the first screen shows results. */
const loadResultsStore = loadOnce(() => import("../results/results-store"));

/** What recording a spin needs, fetched when the spin starts, long before it ends. */
export function preloadRecording(): void {
  void loadResultTypeDetector().catch(() => {});
  void loadResultsStore().catch(() => {});
}

/**
 * A list of names that looks like another mode is recorded as that mode. Should the
 * detector not load (offline), a list of names is recorded as participants.
 */
async function resultTypeOf(mode: ListMode, labels: string[]): Promise<ResultType> {
  if (mode !== "participants") return mode;
  return loadResultTypeDetector().then(
    ({ detectListMode }) => detectListMode(labels),
    () => "participants" as const,
  );
}

/**
 * Records a finished spin: a game's spin as "games", any other with the type of its list.
 * Should the store not load (offline), the spin goes unrecorded and play goes on.
 */
export function recordSpin(
  result: Omit<SpinResult, "type">,
  game: boolean,
  mode: ListMode,
  labels: string[],
): void {
  const type = game ? ("games" as const) : resultTypeOf(mode, labels);
  Promise.all([type, loadResultsStore()]).then(
    ([type, store]) => store.recordResult({ ...result, type }),
    () => {},
  );
}
