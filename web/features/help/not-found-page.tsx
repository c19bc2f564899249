import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { usePathname } from "#web/lib/router.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { CtaLink } from "./help-content";
import "./not-found.css";

/** Any unknown address: said plainly, with the two ways on that most visitors want. */
export function NotFoundPage() {
  const { t } = useHelpTranslation();
  const pathname = usePathname();
  return (
    <HelpLayout title={t("notFound.title")} description={t("notFound.description")} path={pathname}>
      <div className="help-not-found">
        <p className="help-not-found-code" aria-hidden="true">
          {t("notFound.code")}
        </p>
        <h1>{t("notFound.title")}</h1>
        <p className="help-lead">{t("notFound.body")}</p>
        <div className="help-actions">
          <CtaLink to="/">{t("notFound.home")}</CtaLink>
          <CtaLink to="/help" secondary>
            {t("notFound.help")}
          </CtaLink>
        </div>
      </div>
    </HelpLayout>
  );
}
