import type { ListItem } from "#core/lists/modes.ts";
import type { ListMode } from "#core/lists/sidebar-settings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import type { TFunction } from "#web/lib/translator.ts";
import type { SpinItem } from "./spin-item";

/** Colour and binary labels are i18n keys; everything people typed is shown as typed. */
export function toSpinItems(items: ListItem[], mode: ListMode, t: TFunction): SpinItem[] {
  const translate = mode === "colors" || mode === "binary";
  return items.map((item) => ({
    id: item.id,
    label: translate ? t(item.label as DataKey, { ns: "lists" }) : item.label,
    ...(item.color ? { color: item.color } : {}),
    ...(item.weight ? { weight: item.weight } : {}),
  }));
}
