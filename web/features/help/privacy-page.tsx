import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { BulletList, HelpSection, PageIntro, useStringList } from "./help-content";
import { LegalContacts } from "./legal-contacts";
import { AdsSection, CookiesSection, ServerSection } from "./privacy-sections";

export function PrivacyPage() {
  const { t } = useHelpTranslation();
  const list = useStringList;
  const short = list("privacy.short.items");
  const browser = list("privacy.browser.items");
  const retention = list("privacy.retention.items");
  const rights = list("privacy.rights.items");

  return (
    <HelpLayout
      title={t("privacy.title")}
      description={t("privacy.description")}
      path="/help/privacy-policy"
    >
      <PageIntro
        title={t("privacy.title")}
        updated={t("privacy.updated")}
        lead={t("privacy.lead")}
      />
      <HelpSection id="short" title={t("privacy.short.title")}>
        <BulletList items={short} />
      </HelpSection>
      <HelpSection id="browser" title={t("privacy.browser.title")}>
        <p>{t("privacy.browser.intro")}</p>
        <BulletList items={browser} />
        <p>{t("privacy.browser.clear")}</p>
      </HelpSection>
      <ServerSection />
      <HelpSection id="accounts" title={t("privacy.accounts.title")}>
        <p>{t("privacy.accounts.body")}</p>
      </HelpSection>
      <AdsSection />
      <CookiesSection />
      <HelpSection id="sale" title={t("privacy.sale.title")}>
        <p>{t("privacy.sale.body")}</p>
      </HelpSection>
      <HelpSection id="children" title={t("privacy.children.title")}>
        <p>{t("privacy.children.body")}</p>
      </HelpSection>
      <HelpSection id="retention" title={t("privacy.retention.title")}>
        <BulletList items={retention} />
      </HelpSection>
      <HelpSection id="rights" title={t("privacy.rights.title")}>
        <p>{t("privacy.rights.body")}</p>
        <BulletList items={rights} />
        <p>{t("privacy.rights.how")}</p>
      </HelpSection>
      <LegalContacts />
      <HelpSection id="changes" title={t("privacy.changes.title")}>
        <p>{t("privacy.changes.body")}</p>
      </HelpSection>
    </HelpLayout>
  );
}
