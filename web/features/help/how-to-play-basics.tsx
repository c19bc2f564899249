import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpSection, Rich } from "./help-content";

const PARTICIPANT_ITEMS = [
  "add",
  "edit",
  "remove",
  "load",
  "removeWinner",
  "countWins",
  "rotation",
  "options",
  "tools",
  "limits",
] as const;

export function ParticipantsSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="participants" title={t("howToPlay.participants.title")}>
      <p>{t("howToPlay.participants.intro")}</p>
      <ul className="help-list">
        {PARTICIPANT_ITEMS.map((item) => (
          <li key={item}>
            <Rich k={`howToPlay.participants.items.${item}`} />
          </li>
        ))}
      </ul>
      <p className="help-muted">{t("howToPlay.participants.stored")}</p>
    </HelpSection>
  );
}

const MODES = ["participants", "dice", "numbers", "randomNumbers", "colors", "binary"] as const;

/** Every sidebar list mode, each with what it holds and a situation it suits. */
export function ModesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="modes" title={t("howToPlay.modes.title")}>
      <p>{t("howToPlay.modes.intro")}</p>
      <div className="help-mode-grid">
        {MODES.map((mode) => (
          <article key={mode} className="help-mode" aria-labelledby={`mode-${mode}`}>
            <h3 id={`mode-${mode}`}>{t(`howToPlay.modes.${mode}.title`)}</h3>
            <p>{t(`howToPlay.modes.${mode}.body`)}</p>
            <p className="help-example">
              <strong>{t("howToPlay.modes.example")}</strong> {t(`howToPlay.modes.${mode}.example`)}
            </p>
          </article>
        ))}
      </div>
    </HelpSection>
  );
}
