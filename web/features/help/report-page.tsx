import { useState } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { Link } from "#web/lib/router.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { BulletList, HelpSection, PageIntro, Rich, useStringList } from "./help-content";

/**
 * How to report a question or an app problem. Reporting from the app is not built yet, so
 * Submit Report explains that and points to the contact form instead of pretending to send
 * anything.
 */
export function ReportPage() {
  const { t } = useHelpTranslation();
  const [explaining, setExplaining] = useState(false);
  const what = useStringList("report.what.items");
  const steps = useStringList("report.question.steps");
  const details = useStringList("report.app.items");

  return (
    <HelpLayout title={t("report.title")} description={t("report.description")} path="/help/report">
      <PageIntro title={t("report.title")} lead={t("report.lead")} />
      <HelpSection id="what" title={t("report.what.title")}>
        <BulletList items={what} />
      </HelpSection>
      <HelpSection id="question" title={t("report.question.title")}>
        <p>{t("report.question.body")}</p>
        <BulletList items={steps} ordered />
      </HelpSection>
      <HelpSection id="app" title={t("report.app.title")}>
        <p>{t("report.app.body")}</p>
        <BulletList items={details} />
      </HelpSection>
      <HelpSection id="next" title={t("report.next.title")}>
        <p>{t("report.next.body")}</p>
        <div className="help-actions">
          <button type="button" className="help-cta" onClick={() => setExplaining(true)}>
            {t("report.submit")}
          </button>
        </div>
      </HelpSection>

      <Modal
        open={explaining}
        title={t("report.dialog.title")}
        onClose={() => setExplaining(false)}
        footer={
          <button
            type="button"
            className="button button-primary"
            onClick={() => setExplaining(false)}
          >
            {t("report.dialog.close")}
          </button>
        }
      >
        <p>{t("report.dialog.body")}</p>
        <p>
          <Rich k="report.dialog.meanwhile" components={{ contact: <Link to="/help/contact" /> }} />
        </p>
      </Modal>
    </HelpLayout>
  );
}
