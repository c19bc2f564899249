import { NUMBER_SLIDER } from "#core/lists/modes.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { ChipList, SliderField } from "#web/ui/panel-parts.tsx";
import { useSidebar } from "../sidebar-state";
import { useModeItems } from "./use-mode-items";

/** Numbers 1..N on the spinner, N chosen with a slider. */
export function NumbersPanel() {
  const { t } = useAreaTranslation("panels");
  const { settings, updateSettings } = useSidebar();
  const items = useModeItems("numbers");
  return (
    <div className="sidebar-panel-body">
      <SliderField
        label={t("numbers.slider")}
        spec={NUMBER_SLIDER}
        value={settings.numberSelection}
        onChange={(numberSelection) => updateSettings({ numberSelection })}
      />
      <ChipList
        label={t("numbers.listLabel")}
        chips={items.map((item) => ({ id: item.id, text: item.label }))}
      />
    </div>
  );
}
