import { useEffect } from "react";
import { spinnerImagePath } from "#core/app/preload-images.ts";
import { visibleStyles } from "#core/spinners/spinner-styles.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useSettings } from "#web/lib/settings.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";
import { loadBottle } from "./load-bottle";
import "#web/ui/panels.css";

/** The spinner artwork choices; adult styles appear only once the user opted in. */
export function SpinnerStylesPanel() {
  const { t } = useAreaTranslation("panels");
  const { showAdult, spinner, setSpinnerId } = useSettings();
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
    </div>
  );
}
