import type { ReactNode } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { useClientConfig } from "#web/lib/client-config-links.ts";
import { Link } from "#web/lib/router.tsx";
import { usePageMeta } from "#web/lib/use-page-meta.ts";
import { SocialLinks } from "./social-links";
// Cards after the base blocks: a card's heading margins override a section's.
import "./page-content.css";
import "./page-cards.css";
import "./page-layout.css";
import { CookieSettingsLink } from "./cookie-settings-link";

type Props = {
  /** The page's name; the tab reads `${title} · Twirl`. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** The page's own path, e.g. /help/faq: the canonical link is the origin plus this. */
  path: string;
  children: ReactNode;
};

/** The frame every help page shares: logo and way back on top, help and legal links below. */
export function HelpLayout({ title, description, path, children }: Props) {
  const { t } = useHelpTranslation();
  const config = useClientConfig();
  usePageMeta(title, description, path);

  return (
    <div className="help-layout">
      <a className="help-skip" href="#help-main">
        {t("layout.skip")}
      </a>
      <header className="help-header">
        <Link to="/" className="help-logo" aria-label={t("layout.logoLabel")}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Twirl</span>
        </Link>
        <Link to="/" className="help-back">
          <span aria-hidden="true">←</span> {t("layout.backToApp")}
        </Link>
      </header>

      {/* tabIndex lets the skip link move focus here, not only the scroll position. */}
      <main id="help-main" className="help-main" tabIndex={-1}>
        {children}
      </main>

      <footer className="help-footer">
        {/* The row keeps its height while the links load, so the footer does not jump. */}
        <div className="help-footer-social">
          {config && (
            <SocialLinks
              social={config.social}
              label={t("layout.socialLabel")}
              nameOf={(network) => t(`layout.social.${network}`)}
              listClassName="help-social"
            />
          )}
        </div>
        <nav aria-label={t("layout.footerLabel")}>
          <ul className="help-footer-links">
            <li>
              <Link to="/help/contact">{t("layout.feedback")}</Link>
            </li>
            <li>
              <Link to="/help">{t("layout.helpCenter")}</Link>
            </li>
            <li>
              <Link to="/help/terms">{t("layout.terms")}</Link>
            </li>
            <li>
              <Link to="/help/privacy-policy">{t("layout.privacy")}</Link>
            </li>
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
        <p className="help-copyright">
          {t("layout.copyright", { year: new Date().getFullYear() })}
        </p>
      </footer>
    </div>
  );
}
