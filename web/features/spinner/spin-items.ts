import type { ListItem } from "#core/lists/modes.ts";
import type { ListMode } from "#core/lists/sidebar-settings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import type { TFunction } from "#web/lib/translator.ts";
import type { SpinItem } from "./spin-item";

/** Colour and binary labels are i18n keys; everything people typed is shown as typed. */
export function toSpinItems(items: ListItem[], mode: ListMode, t: TFunction): SpinItem[] {
  const translate = mode === "colors" || mode === "binary";
  // The rest (colour, weight, value) as the list has it.
  return items.map((item) =>
    translate ? { ...item, label: t(item.label as DataKey, { ns: "lists" }) } : item,
  );
}
