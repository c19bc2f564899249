import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { useClientConfig } from "#web/lib/client-config-links.ts";
import { openReports } from "#web/lib/reports-request.ts";
import { Link } from "#web/lib/router.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { PageIntro } from "./help-content";
import { HelpIcon } from "./help-icons";

/** In-app help pages, in the order people usually need them. */
const PAGES = [
  ["howToPlay", "/help/how-to-play", "play"],
  ["about", "/help/about", "info"],
  ["faq", "/help/faq", "question"],
  ["contact", "/help/contact", "mail"],
  ["report", "/help/report", "flag"],
  ["privacy", "/help/privacy-policy", "lock"],
  ["terms", "/help/terms", "document"],
  ["version", "/help/version", "tag"],
] as const;

export function HelpCenterPage() {
  const { t } = useHelpTranslation();
  const config = useClientConfig();
  // Outside sites come from the server's configuration, so they appear once it has answered.
  const external = config
    ? ([
        ["blog", config.blogUrl, "article"],
        ["testimonials", config.testimonialsUrl, "chat"],
      ] as const)
    : [];

  return (
    <HelpLayout title={t("center.title")} description={t("center.description")} path="/help">
      <PageIntro title={t("center.title")} lead={t("center.lead")} />
      <ul className="help-grid" aria-label={t("center.listLabel")}>
        {PAGES.map(([key, to, icon]) => (
          <li key={key} className="help-card">
            <HelpIcon name={icon} />
            <h2>
              <Link to={to}>{t(`center.cards.${key}.title`)}</Link>
            </h2>
            <p>{t(`center.cards.${key}.text`)}</p>
          </li>
        ))}
        <li className="help-card">
          <HelpIcon name="chat" />
          <h2>
            <button
              type="button"
              className="help-card-button"
              onClick={() => openReports({ view: "contribute" })}
            >
              {t("center.cards.contribute.title")}
            </button>
          </h2>
          <p>{t("center.cards.contribute.text")}</p>
        </li>
        {external.map(([key, href, icon]) => (
          <li key={key} className="help-card">
            <HelpIcon name={icon} />
            <h2>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`center.cards.${key}.title`)}
                <span className="visually-hidden"> {t("common.newTab")}</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            </h2>
            <p>{t(`center.cards.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HelpLayout>
  );
}
