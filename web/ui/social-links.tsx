import type { ClientConfig } from "#web/lib/client-config-links.ts";
import { Icon } from "./icons";

export type Network = keyof ClientConfig["social"];

/** Plain line glyphs in the text colour (icons.svg): recognisable without the brands' logos. */
export const NETWORKS: readonly Network[] = ["facebook", "instagram", "x", "tiktok", "youtube"];

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
              <Icon name={`social-${network}`} size={20} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
