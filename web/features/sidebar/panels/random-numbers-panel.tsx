import { useEffect, useId, useMemo, useState } from "react";
import { type NumberMode, RANDOM_COUNT_SLIDER } from "#core/lists/modes.ts";
import {
  RANGE_DECIMAL_INPUT_MAX_LENGTH,
  RANGE_INPUT_MAX_LENGTH,
} from "#core/lists/range-bounds.ts";
import { acceptRangeTyping, commitRange, type RangeField } from "#core/lists/range-input.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { ChipList, RadioGroup, SliderField } from "#web/ui/panel-parts.tsx";
import { useSidebar } from "../sidebar-state";
import { useModeItems } from "./use-mode-items";

const NUMBER_MODES: readonly NumberMode[] = ["integer", "decimal", "mixed"];

/**
 * Random numbers in [Min, Max]; the bounds are typed as text so "-", "" and "1." can be passed
 * through. Decimals and Mixed take bounds with two places. Min above Max empties the list and
 * says so, until the person fixes either field.
 */
export function RandomNumbersPanel() {
  const { t, i18n } = useAreaTranslation("panels");
  const { settings, updateSettings, regenerate } = useSidebar();
  const items = useModeItems("random-numbers");
  const isCurrent = settings.listMode === "random-numbers";
  const { minRange, maxRange } = settings;
  const [raw, setRaw] = useState({ min: String(minRange), max: String(maxRange) });
  const minId = useId();
  const maxId = useId();
  const noteId = useId();
  const reversed = minRange > maxRange;

  // Follow the committed values (a commit, a loaded snapshot) whatever was typed before.
  useEffect(() => setRaw({ min: String(minRange), max: String(maxRange) }), [minRange, maxRange]);

  const decimals = settings.numberMode !== "integer";
  const type = (field: RangeField, text: string) => {
    const accepted = acceptRangeTyping(text, decimals);
    if (accepted !== null) setRaw((r) => ({ ...r, [field]: accepted }));
  };

  const commit = () => {
    const next = commitRange({
      rawMin: raw.min,
      rawMax: raw.max,
      previousMin: minRange,
      previousMax: maxRange,
    });
    setRaw({ min: String(next.min), max: String(next.max) });
    if (next.min !== minRange || next.max !== maxRange) {
      updateSettings({ minRange: next.min, maxRange: next.max });
    }
  };

  const formatters = useMemo(() => {
    const lang = i18n.language;
    return {
      integer: new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
  }, [i18n.language]);
  const format = (label: string) =>
    (label.includes(".") ? formatters.decimal : formatters.integer).format(Number(label));

  const rangeInput = (field: RangeField, id: string) => (
    <div className="sidebar-field sidebar-range-field">
      <label htmlFor={id}>{t(`random.${field}`)}</label>
      <input
        id={id}
        type="text"
        inputMode={decimals ? "decimal" : "numeric"}
        autoComplete="off"
        className="sidebar-input"
        maxLength={decimals ? RANGE_DECIMAL_INPUT_MAX_LENGTH : RANGE_INPUT_MAX_LENGTH}
        aria-describedby={reversed ? noteId : undefined}
        value={raw[field]}
        onChange={(e) => type(field, e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
      />
    </div>
  );

  return (
    <div className="sidebar-panel-body">
      <SliderField
        label={t("random.slider")}
        spec={RANDOM_COUNT_SLIDER}
        value={settings.randomCount}
        onChange={(randomCount) => updateSettings({ randomCount })}
      />
      <div className="sidebar-range">
        {rangeInput("min", minId)}
        {rangeInput("max", maxId)}
      </div>
      <RadioGroup
        legend={t("random.modeLegend")}
        name="number-mode"
        value={settings.numberMode}
        options={NUMBER_MODES.map((value) => ({ value, label: t(`random.${value}`) }))}
        onChange={(numberMode) => updateSettings({ numberMode })}
      />
      <button type="button" className="button sidebar-wide-button" onClick={regenerate}>
        {t("random.regenerate")}
      </button>
      <ChipList
        label={t("random.listLabel")}
        chips={items.map((item) => ({ id: item.id, text: format(item.label) }))}
      />
      {reversed ? (
        <p id={noteId} className="sidebar-note" role="status">
          {t("random.minAboveMax")}
        </p>
      ) : (
        isCurrent && items.length === 0 && <p className="sidebar-note">{t("random.empty")}</p>
      )}
    </div>
  );
}
