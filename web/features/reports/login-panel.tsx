import { useAreaTranslation } from "#web/lib/area-strings.ts";

/** The spec's login-required panel: why, and 'Go to Login'. What was typed stays meanwhile. */
export function LoginPanel({ text, onLogin }: { text: string; onLogin(): void }) {
  const { t } = useAreaTranslation("reports");
  return (
    <section className="reports-login" aria-label={t("report.loginTitle")}>
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onLogin}>
        {t("report.goToLogin")}
      </button>
    </section>
  );
}
