import type { TFunction } from "i18next";
import { detectListMode } from "#core/lists/detect-list-mode.ts";
import type { ListItem } from "#core/lists/modes.ts";
import type { ResultType } from "#core/results/results.ts";
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

/** A list of names that looks like another mode is recorded as that mode. */
export function resultTypeOf(mode: ListMode, labels: string[]): ResultType {
  return mode === "participants" ? detectListMode(labels) : mode;
}
