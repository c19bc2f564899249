import { useEffect } from "react";
import { spinnerImagePath } from "#core/app/preload-images.ts";
import { SPIN_TIME_LIMITS, SPIN_TOTAL_MS } from "#core/spin/spin-timeline.ts";
import { visibleStyles } from "#core/spinners/spinner-styles.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useSettings } from "#web/lib/settings.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { SliderField } from "#web/ui/panel-parts.tsx";
import { loadBottle } from "./load-bottle";
import "#web/ui/panels.css";

/** The spin time's slider, in whole seconds. */
const SPIN_SECONDS = {
  min: SPIN_TIME_LIMITS.minMs / 1000,
  max: SPIN_TIME_LIMITS.maxMs / 1000,
  step: 1,
  defaultValue: SPIN_TOTAL_MS / 1000,
};

/**
 * The spinner artwork choices (adult styles appear only once the user opted in), and how
 * long a spin takes.
 */
export function SpinnerStylesPanel() {
  const { t } = useAreaTranslation("panels");
  const { showAdult, spinner, setSpinnerId, spinTimeMs, setSpinTimeMs } = useSettings();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // Most styles are bottles: their code is fetched while the choices are looked at.
  useEffect(() => void loadBottle().catch(() => {}), []);
  return (
    <div className="sidebar-panel-body">
      <p className="sidebar-note">{t("styles.intro")}</p>
      <ul className="sidebar-styles" aria-label={t("styles.listLabel")}>
        {visibleStyles(showAdult).map((style) => (
          <li key={style.id}>
            <button
              type="button"
              className="sidebar-style"
              aria-pressed={style.id === spinner.id}
              onClick={() => setSpinnerId(style.id)}
            >
              <img src={spinnerImagePath(style.id)} alt="" width={48} height={48} />
              <span>{t(`spinners.${style.id}` as DataKey)}</span>
            </button>
          </li>
        ))}
      </ul>
      <SliderField
        label={t("styles.spinTime")}
        spec={SPIN_SECONDS}
        value={spinTimeMs / 1000}
        onChange={(seconds) => setSpinTimeMs(seconds * 1000)}
        format={(seconds) => t("styles.seconds", { seconds })}
        hint={reducedMotion ? t("styles.reducedMotion") : t("styles.spinTimeHint")}
      />
    </div>
  );
}
