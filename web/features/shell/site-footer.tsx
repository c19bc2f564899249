import { useClientConfig } from "#web/lib/client-config-links.ts";
import { Link } from "#web/lib/router.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import { CookieSettingsLink } from "#web/ui/cookie-settings-link.tsx";
import { SocialLinks } from "#web/ui/social-links.tsx";
import "./site-footer.css";

/** Social links from the server's config and the copyright line; three width bands in CSS. */
export function SiteFooter() {
  const { t } = useTranslation("info");
  const config = useClientConfig();

  return (
    <footer className="site-footer">
      {/* The row keeps its height while the links load, so the page does not jump. */}
      <div className="site-footer-social">
        {config && (
          <SocialLinks
            social={config.social}
            label={t("footer.socialLabel")}
            nameOf={(network) => t(`footer.social.${network}`)}
          />
        )}
      </div>
      <nav aria-label={t("footer.pagesLabel")} className="site-footer-pages">
        <Link to="/help">{t("footer.helpCenter")}</Link>
        {config && (
          <a href={config.blogUrl} target="_blank" rel="noopener noreferrer">
            {t("footer.blog")}
          </a>
        )}
        <Link to="/help/privacy-policy">{t("footer.privacy")}</Link>
        <Link to="/help/terms">{t("footer.terms")}</Link>
        <CookieSettingsLink />
      </nav>
      <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
