import { BINARY_SLIDER, type BinarySelection } from "#core/lists/modes.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { ChipList, RadioGroup, SliderField } from "#web/ui/panel-parts.tsx";
import { useSidebar } from "../sidebar-state";
import { useModeItems } from "./use-mode-items";

const SELECTIONS: readonly BinarySelection[] = ["yes-no", "heads-tails", "custom"];

/** Two options repeated to an even number of slots, so both keep equal odds. */
export function BinaryPanel() {
  const { t } = useAreaTranslation("panels");
  const { settings, updateSettings } = useSidebar();
  const items = useModeItems("binary");
  return (
    <div className="sidebar-panel-body">
      <RadioGroup
        legend={t("binary.selectionLegend")}
        name="binary-selection"
        value={settings.binarySelection}
        options={SELECTIONS.map((value) => ({ value, label: t(`binary.${value}`) }))}
        onChange={(binarySelection) => updateSettings({ binarySelection })}
      />
      <SliderField
        label={t("binary.slider")}
        spec={BINARY_SLIDER}
        value={settings.binaryCount}
        onChange={(binaryCount) => updateSettings({ binaryCount })}
      />
      <ChipList
        label={t("binary.listLabel")}
        chips={items.map((item) => ({
          id: item.id,
          text: t(item.label as DataKey, { ns: "lists" }),
        }))}
      />
    </div>
  );
}
