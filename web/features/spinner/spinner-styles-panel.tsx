import { useEffect, useId, useState } from "react";
import { spinnerImagePath } from "#core/app/preload-images.ts";
import { type Celebration, WINNER_MESSAGE_MAX } from "#core/spin/celebration.ts";
import { SPIN_TIME_LIMITS, SPIN_TOTAL_MS } from "#core/spin/spin-timeline.ts";
import { visibleStyles } from "#core/spinners/spinner-styles.ts";
import type { WheelLook } from "#core/spinners/wheel-look.ts";
import { WHEEL_THEME_IDS, WHEEL_THEMES, withTheme } from "#core/spinners/wheel-themes.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { readCelebration, writeCelebration } from "#web/lib/celebration-storage.ts";
import { useSettings } from "#web/lib/settings.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { ImageField } from "#web/ui/image-field.tsx";
import { applyBackground } from "#web/ui/own-area.ts";
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
 * The spinner artwork choices (adult styles appear only once the user opted in), how long a
 * spin takes, the wheel's look and the celebration.
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
      <LookFields />
      <CelebrationFields reducedMotion={reducedMotion} />
    </div>
  );
}

/** The wheel's colour theme, a picture in its centre and the play area's background. */
function LookFields() {
  const { t } = useAreaTranslation("panels");
  const settings = useSettings();
  const { look } = settings;
  const id = useId();
  const setLook = (next: WheelLook) => {
    settings.setLook(next);
    applyBackground(next.background);
  };
  return (
    <fieldset className="sidebar-radios">
      <legend>{t("styles.look.legend")}</legend>
      <fieldset className="sidebar-radios" aria-describedby={`${id}-theme`}>
        <legend>{t("styles.look.theme")}</legend>
        {WHEEL_THEME_IDS.map((theme) => (
          <label key={theme} className="sidebar-radio">
            <input
              type="radio"
              name={`${id}-theme`}
              checked={look.theme === theme}
              onChange={() => setLook(withTheme(look, theme))}
            />
            {t(`styles.look.themes.${theme}`)}
            <span className="look-swatches" aria-hidden="true">
              {WHEEL_THEMES[theme].slice(0, 6).map((color) => (
                <span key={color} style={{ background: color }} />
              ))}
            </span>
          </label>
        ))}
        <p id={`${id}-theme`} className="sidebar-note">
          {t("styles.look.themeHint")}
        </p>
      </fieldset>
      <ImageField
        label={t("styles.look.center")}
        value={look.center || undefined}
        onChange={(center = "") => setLook({ ...look, center })}
      />
      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={look.background !== ""}
          onChange={(e) => setLook({ ...look, background: e.target.checked ? "#fef3c7" : "" })}
        />
        {t("styles.look.ownBackground")}
      </label>
      {look.background && (
        <label className="entries-color">
          <input
            type="color"
            value={look.background}
            onChange={(e) => setLook({ ...look, background: e.target.value })}
          />
          {t("styles.look.background")}
        </label>
      )}
    </fieldset>
  );
}

/** Confetti, a winner message of one's own, and the winner read aloud (issue 18). */
function CelebrationFields({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useAreaTranslation("panels");
  const [value, setValue] = useState(() => readCelebration());
  const id = useId();
  const canSpeak = typeof window !== "undefined" && "speechSynthesis" in window;
  const change = (patch: Partial<Celebration>) => {
    const next = { ...value, ...patch };
    setValue(next);
    writeCelebration(next);
  };
  return (
    <fieldset className="sidebar-radios">
      <legend>{t("styles.celebration.legend")}</legend>
      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={value.confetti}
          aria-describedby={reducedMotion ? `${id}-still` : undefined}
          onChange={(e) => change({ confetti: e.target.checked })}
        />
        {t("styles.celebration.confetti")}
      </label>
      {reducedMotion && (
        <p id={`${id}-still`} className="sidebar-note">
          {t("styles.celebration.confettiReduced")}
        </p>
      )}
      <label htmlFor={`${id}-message`}>{t("styles.celebration.message")}</label>
      <input
        id={`${id}-message`}
        className="sidebar-input"
        maxLength={WINNER_MESSAGE_MAX}
        dir="auto"
        value={value.message}
        aria-describedby={`${id}-message-hint`}
        onChange={(e) => change({ message: e.target.value.slice(0, WINNER_MESSAGE_MAX) })}
      />
      <p id={`${id}-message-hint`} className="sidebar-note">
        {t("styles.celebration.messageHint")}
      </p>
      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={value.speak && canSpeak}
          disabled={!canSpeak}
          aria-describedby={`${id}-speak`}
          onChange={(e) => change({ speak: e.target.checked })}
        />
        {t("styles.celebration.speak")}
      </label>
      <p id={`${id}-speak`} className="sidebar-note">
        {t(canSpeak ? "styles.celebration.speakHint" : "styles.celebration.speakUnavailable")}
      </p>
    </fieldset>
  );
}
