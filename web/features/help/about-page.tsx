import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import {
  AboutConnectSection,
  AboutFeaturesSection,
  AboutGamesSection,
  AboutValuesSection,
} from "./about-sections";
import { BulletList, CtaLink, HelpSection, PageIntro, useStringList } from "./help-content";

export function AboutPage() {
  const { t } = useHelpTranslation();
  const benefits = useStringList("about.benefits.items");
  const story = useStringList("about.story.paragraphs");

  return (
    <HelpLayout title={t("about.title")} description={t("about.description")} path="/help/about">
      <PageIntro title={t("about.title")} lead={t("about.lead")} />
      <div className="help-actions help-intro-actions">
        <CtaLink to="/">{t("about.connect.home")}</CtaLink>
      </div>

      <HelpSection id="mission" title={t("about.mission.title")}>
        <p>{t("about.mission.body")}</p>
      </HelpSection>
      <AboutGamesSection />
      <AboutFeaturesSection />
      <HelpSection id="benefits" title={t("about.benefits.title")}>
        <BulletList items={benefits} />
      </HelpSection>
      <HelpSection id="story" title={t("about.story.title")}>
        {story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </HelpSection>
      <AboutValuesSection />
      <AboutConnectSection />
    </HelpLayout>
  );
}
