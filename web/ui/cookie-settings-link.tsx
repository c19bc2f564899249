import { useContext } from "react";
import { ConsentContext } from "#web/lib/consent-state.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import "./cookie-settings-link.css";

/**
 * The footers' "Cookie settings" link: reopens the choices in place. Its address is the
 * privacy policy, where a new tab (or no script) still leads. Nothing outside the provider.
 */
export function CookieSettingsLink() {
  const { t } = useTranslation("consent");
  const consent = useContext(ConsentContext);
  if (!consent) return null;
  return (
    <a
      className="cookie-settings-link"
      href="/help/privacy-policy"
      onClick={(e) => {
        e.preventDefault();
        consent.openChoices();
      }}
    >
      {t("footerLink")}
    </a>
  );
}
