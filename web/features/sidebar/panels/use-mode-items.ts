import type { ListItem } from "#core/lists/modes.ts";
import type { ListMode } from "#core/lists/sidebar-settings.ts";
import { useSidebar } from "../sidebar-state";

/**
 * The spinner's entries when `mode` is the spinner's list, else none: a panel never shows
 * another mode's entries while the sidebar is catching up with a mode switch.
 */
export function useModeItems(mode: ListMode): ListItem[] {
  const { settings, items } = useSidebar();
  return settings.listMode === mode ? items : [];
}
