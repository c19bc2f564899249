import { useId } from "react";
import { colorSlider } from "#core/lists/color-palettes.ts";
import { type ColorType, clampSlider } from "#core/lists/modes.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { ChipList, SliderField } from "#web/ui/panel-parts.tsx";
import { useSidebar } from "../sidebar-state";
import { useModeItems } from "./use-mode-items";

const COLOR_TYPES: readonly ColorType[] = ["random", "skin", "eyes", "hair"];

const isColorType = (value: string): value is ColorType =>
  (COLOR_TYPES as readonly string[]).includes(value);

/** A random draw of distinct colours from the chosen set. */
export function ColorsPanel() {
  const { t } = useAreaTranslation("panels");
  const { settings, updateSettings, regenerate } = useSidebar();
  const items = useModeItems("colors");
  const selectId = useId();
  const spec = colorSlider(settings.colorType);

  return (
    <div className="sidebar-panel-body">
      <div className="sidebar-field">
        <label htmlFor={selectId}>{t("colors.type")}</label>
        <select
          id={selectId}
          className="sidebar-input sidebar-select"
          value={settings.colorType}
          onChange={(e) => {
            const colorType = e.target.value;
            if (!isColorType(colorType)) return;
            // Sets may differ in size, so the count is re-fitted to the new set's slider.
            const colorCount = clampSlider(settings.colorCount, colorSlider(colorType));
            updateSettings({ colorType, colorCount });
          }}
        >
          {COLOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`colorTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <SliderField
        label={t("colors.slider")}
        spec={spec}
        value={settings.colorCount}
        onChange={(colorCount) => updateSettings({ colorCount })}
      />
      <button type="button" className="button sidebar-wide-button" onClick={regenerate}>
        {t("colors.regenerate")}
      </button>
      <ChipList
        label={t("colors.listLabel")}
        chips={items.map((item) => ({
          id: item.id,
          text: t(item.label as DataKey, { ns: "lists" }),
          color: item.color,
        }))}
      />
    </div>
  );
}
