import { useTranslation } from "react-i18next";
import { AppShell } from "../features/shell/app-shell";

/** The main screen: the spinner and its sidebar arrive with the spinner feature. */
export function PlayPage() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <section className="spinner-area" aria-label={t("spinner.areaLabel")}>
        <h1 className="spinner-area-title">{t("app.tagline")}</h1>
      </section>
    </AppShell>
  );
}
