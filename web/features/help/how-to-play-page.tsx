import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { BulletList, CtaLink, HelpSection, PageIntro, useStringList } from "./help-content";
import { ModesSection, ParticipantsSection } from "./how-to-play-basics";
import {
  BenefitsSection,
  KeyboardSection,
  ResultsSection,
  SharingSection,
} from "./how-to-play-extras";
import { GamesSection, StylesSection } from "./how-to-play-games";
import "./how-to-play.css";

/** Section ids in page order: the table of contents and the sections share them. */
const CONTENTS = [
  ["quick-start", "howToPlay.quickStart.title"],
  ["participants", "howToPlay.participants.title"],
  ["modes", "howToPlay.modes.title"],
  ["games", "howToPlay.games.title"],
  ["styles", "howToPlay.styles.title"],
  ["keyboard", "howToPlay.keyboard.title"],
  ["results", "howToPlay.results.title"],
  ["sharing", "howToPlay.sharing.title"],
  ["benefits", "howToPlay.benefits.title"],
] as const;

export function HowToPlayPage() {
  const { t } = useHelpTranslation();
  const steps = useStringList("howToPlay.quickStart.steps");

  return (
    <HelpLayout
      title={t("howToPlay.title")}
      description={t("howToPlay.description")}
      path="/help/how-to-play"
    >
      <PageIntro title={t("howToPlay.title")} lead={t("howToPlay.lead")} />
      <nav className="help-toc" aria-label={t("howToPlay.contentsLabel")}>
        <ul>
          {CONTENTS.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <HelpSection id="quick-start" title={t("howToPlay.quickStart.title")}>
        <BulletList items={steps} ordered />
        <CtaLink to="/">{t("common.startPlaying")}</CtaLink>
      </HelpSection>
      <ParticipantsSection />
      <ModesSection />
      <GamesSection />
      <StylesSection />
      <KeyboardSection />
      <ResultsSection />
      <SharingSection />
      <BenefitsSection />

      <HelpSection id="ready" title={t("howToPlay.ready.title")} className="help-ready">
        <p>{t("howToPlay.ready.body")}</p>
        <CtaLink to="/">{t("common.startPlaying")}</CtaLink>
      </HelpSection>
    </HelpLayout>
  );
}
