import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ClientConfig, useClientConfig } from "../../lib/client-config";
import { CookieSettingsLink } from "../consent/consent-banner";
import "./site-footer.css";

type Network = keyof ClientConfig["social"];

/** Plain line glyphs in the text colour: recognisable without copying the brands' logos. */
const ICONS: Record<Network, ReactNode> = {
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 10h8" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </>
  ),
  x: <path d="M5 4l14 16M19 4L5 20" />,
  tiktok: <path d="M13 3v12a4 4 0 1 1-4-4M13 3c0 3 2.5 5.5 6 5.5" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </>
  ),
};

const NETWORKS = Object.keys(ICONS) as Network[];

/** Social links from the server's config and the copyright line; three width bands in CSS. */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = useClientConfig();

  return (
    <footer className="shell-footer site-footer">
      {/* The row keeps its height while the links load, so the page does not jump. */}
      <div className="site-footer-social">
        {config && (
          <nav aria-label={t("footer.socialLabel")}>
            <ul>
              {NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    className="icon-button"
                    href={config.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={t(`footer.social.${network}`)}
                  >
                    <span className="site-footer-label">{t(`footer.social.${network}`)}</span>
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                      focusable="false"
                    >
                      {ICONS[network]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
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
