import type { ReactNode } from "react";
import type { ClientConfig } from "../lib/client-config";

export type Network = keyof ClientConfig["social"];

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

export const NETWORKS = Object.keys(ICONS) as Network[];

type Props = {
  social: ClientConfig["social"];
  /** The nav's name and each profile's, already translated by the caller's namespace. */
  label: string;
  nameOf(network: Network): string;
  listClassName?: string;
};

/** The five social profiles, each in a new tab; the icon shows and the name is read. */
export function SocialLinks({ social, label, nameOf, listClassName }: Props) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              className="icon-button"
              href={social[network]}
              target="_blank"
              rel="noopener noreferrer"
              title={nameOf(network)}
            >
              <span className="visually-hidden">{nameOf(network)}</span>
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
