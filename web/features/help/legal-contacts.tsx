import type { ReactNode } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { useClientConfig } from "#web/lib/client-config-links.ts";
import { Link } from "#web/lib/router.tsx";
import { HelpSection, Rich } from "./help-content";

const KINDS = [
  ["privacy", "legal.privacyContact"],
  ["legal", "legal.legalContact"],
  ["support", "legal.supportContact"],
] as const;

/** Trans fills the link with the translation's own text (the address), hence the children. */
function MailLink({ address, children }: { address: string; children?: ReactNode }) {
  return <a href={`mailto:${address}`}>{children}</a>;
}

/**
 * The privacy, legal and support addresses the server is configured with. Until they load
 * (or if they cannot), the contact form is the way to reach us, so it is always offered.
 */
export function LegalContacts() {
  const { t } = useHelpTranslation();
  const emails = useClientConfig()?.emails;

  return (
    <HelpSection id="contacts" title={t("legal.contactsTitle")}>
      {emails && (
        <>
          <p>{t("legal.contactsIntro")}</p>
          <ul className="help-list help-contacts">
            {KINDS.map(([kind, key]) => (
              <li key={kind}>
                <Rich
                  k={key}
                  values={{ email: emails[kind] }}
                  components={{ mail: <MailLink address={emails[kind]} /> }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Rich k="legal.contactsFallback" components={{ contact: <Link to="/help/contact" /> }} />
      </p>
    </HelpSection>
  );
}
