import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { questionClaim } from "#web/lib/question-claim.ts";
import { CtaLink, HelpSection } from "./help-content";
import { HelpIcon } from "./help-icons";

const GAMES = [
  ["trivia", "howToPlay.games.trivia.title", "bulb"],
  ["truthDare", "howToPlay.games.truthDare.title", "star"],
  ["wouldYouRather", "howToPlay.games.wouldYouRather.title", "split"],
  ["whichOneAreYou", "howToPlay.games.whichOneAreYou.title", "person"],
] as const;

export function AboutGamesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="games" title={t("about.games.title")}>
      <p>{t("about.games.intro", { questions: questionClaim() })}</p>
      <ul className="help-grid help-grid-tight">
        {GAMES.map(([key, nameKey, icon]) => (
          <li key={key} className="help-tile">
            <HelpIcon name={icon} />
            <h3>{t(nameKey)}</h3>
            <p>{t(`about.games.${key}`)}</p>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}

const FEATURES = [
  ["fast", "bolt"],
  ["languages", "globe"],
  ["safe", "shield"],
  ["education", "cap"],
  ["quality", "sparkle"],
  ["love", "heart"],
] as const;

export function AboutFeaturesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="features" title={t("about.features.title")}>
      <ul className="help-grid help-grid-tight help-grid-wide">
        {FEATURES.map(([key, icon]) => (
          <li key={key} className="help-tile">
            <HelpIcon name={icon} />
            <h3>{t(`about.features.${key}.title`)}</h3>
            <p>{t(`about.features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}

const VALUES = ["everyone", "fair", "privacy", "listening"] as const;

export function AboutValuesSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="values" title={t("about.values.title")}>
      <dl className="help-values">
        {VALUES.map((key) => (
          <div key={key}>
            <dt>{t(`about.values.items.${key}.title`)}</dt>
            <dd>{t(`about.values.items.${key}.body`)}</dd>
          </div>
        ))}
      </dl>
    </HelpSection>
  );
}

export function AboutConnectSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="connect" title={t("about.connect.title")}>
      <p>{t("about.connect.body")}</p>
      <div className="help-actions">
        <CtaLink to="/help/contact">{t("about.connect.contact")}</CtaLink>
        <CtaLink to="/" secondary>
          {t("about.connect.home")}
        </CtaLink>
      </div>
    </HelpSection>
  );
}
