import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { openReports, type ReportTarget } from "#web/lib/reports-request.ts";

/** A card's Report button: opens the report dialog for the question on the card. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useAreaTranslation("cards");
  return (
    <button
      type="button"
      className="button report-button"
      onClick={() => openReports({ view: "report", target })}
    >
      {t("card.report")}
    </button>
  );
}
