import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { openReports } from "#web/lib/reports-request.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { BulletList, HelpSection, PageIntro, useStringList } from "./help-content";

/**
 * How to report a question or an app problem. Submit Report opens the report dialog with
 * the spec's game type "general" and question id "help-report".
 */
export function ReportPage() {
  const { t, i18n } = useHelpTranslation();
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
          <button
            type="button"
            className="help-cta"
            onClick={() =>
              openReports({
                view: "report",
                target: {
                  gameType: "general",
                  questionId: "help-report",
                  questionText: "Report from the help centre",
                  language: i18n.language,
                },
              })
            }
          >
            {t("report.submit")}
          </button>
        </div>
      </HelpSection>
    </HelpLayout>
  );
}
