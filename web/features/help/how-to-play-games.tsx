import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpSection, Rich } from "./help-content";

const GAMES = ["trivia", "truthDare", "wouldYouRather", "whichOneAreYou"] as const;
const CARD_STEPS = [0, 1, 2] as const;
const OUTCOMES = ["success", "failure", "skipped"] as const;

/** The four games, after how a card behaves, since every game shares flip, choose, outcome. */
export function GamesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="games" title={t("howToPlay.games.title")}>
      <p>{t("howToPlay.games.intro")}</p>
      <h3>{t("howToPlay.games.card.title")}</h3>
      <ol className="help-list">
        {CARD_STEPS.map((i) => (
          <li key={i}>
            <Rich k={`howToPlay.games.card.steps.${i}`} />
          </li>
        ))}
      </ol>
      <ul className="help-outcomes" aria-label={t("howToPlay.games.legend.label")}>
        {OUTCOMES.map((outcome) => (
          <li key={outcome} className="help-outcome">
            <span className={`help-dot help-dot-${outcome}`} aria-hidden="true" />
            {t(`howToPlay.games.legend.${outcome}`)}
          </li>
        ))}
      </ul>
      {GAMES.map((game) => (
        <div key={game}>
          <h3>{t(`howToPlay.games.${game}.title`)}</h3>
          <p>{t(`howToPlay.games.${game}.body`)}</p>
        </div>
      ))}
      <p className="help-muted">{t("howToPlay.games.idle")}</p>
    </HelpSection>
  );
}

export function StylesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="styles" title={t("howToPlay.styles.title")}>
      <p>{t("howToPlay.styles.intro")}</p>
      <dl className="help-styles">
        <dt>{t("howToPlay.styles.familyLabel")}</dt>
        <dd>{t("howToPlay.styles.family")}</dd>
        <dt>{t("howToPlay.styles.adultLabel")}</dt>
        <dd>{t("howToPlay.styles.adult")}</dd>
      </dl>
      <p>
        <Rich k="howToPlay.styles.spinTime" />
      </p>
      <p>
        <Rich k="howToPlay.styles.look" />
      </p>
      <p>
        <Rich k="howToPlay.styles.celebration" />
      </p>
      <p className="help-muted">{t("howToPlay.styles.sound")}</p>
    </HelpSection>
  );
}
