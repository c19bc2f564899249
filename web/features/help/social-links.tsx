import type { ReactNode } from "react";
import type { ClientConfig } from "../../lib/client-config";
import { useHelpTranslation } from "../../lib/help-strings";

type Network = keyof ClientConfig["social"];

/** Plain line glyphs in the text colour, like the play screen's footer: no brand artwork. */
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

/** The five social profiles, each opening in a new tab; the icon alone shows, the name is read. */
export function SocialLinks({ social }: { social: ClientConfig["social"] }) {
  const { t } = useHelpTranslation();
  return (
    <nav aria-label={t("layout.socialLabel")}>
      <ul className="help-social">
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              className="icon-button"
              href={social[network]}
              target="_blank"
              rel="noopener noreferrer"
              title={t(`layout.social.${network}`)}
            >
              <span className="visually-hidden">{t(`layout.social.${network}`)}</span>
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
  );
}
