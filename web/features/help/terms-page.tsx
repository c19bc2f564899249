import { useHelpTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { BulletList, HelpSection, PageIntro, useStringList } from "./help-content";
import { LegalContacts } from "./legal-contacts";
import { ServiceLevelsSection } from "./service-levels";

/** Sections that are one paragraph each, in the order they appear after acceptable use. */
const PLAIN = ["content", "adult", "ads", "accounts", "ownership", "disclaimers", "liability"];

export function TermsPage() {
  const { t } = useHelpTranslation();
  const rules = useStringList("terms.use.items");

  return (
    <HelpLayout title={t("terms.title")} description={t("terms.description")} path="/help/terms">
      <PageIntro title={t("terms.title")} updated={t("terms.updated")} lead={t("terms.lead")} />
      <HelpSection id="service" title={t("terms.service.title")}>
        <p>{t("terms.service.body")}</p>
      </HelpSection>
      <HelpSection id="use" title={t("terms.use.title")}>
        <p>{t("terms.use.intro")}</p>
        <BulletList items={rules} />
      </HelpSection>
      {PLAIN.map((key) => (
        <HelpSection key={key} id={key} title={t(`terms.${key}.title` as DataKey)}>
          <p>{t(`terms.${key}.body` as DataKey)}</p>
        </HelpSection>
      ))}
      <ServiceLevelsSection />
      <HelpSection id="changes" title={t("terms.changes.title")}>
        <p>{t("terms.changes.body")}</p>
      </HelpSection>
      <LegalContacts />
    </HelpLayout>
  );
}
