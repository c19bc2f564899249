import { useHelpTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpSection, Rich } from "./help-content";

export function ServerSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="server" title={t("privacy.server.title")}>
      <p>
        <Rich k="privacy.server.contact" />
      </p>
      <p>
        <Rich k="privacy.server.logs" />
      </p>
    </HelpSection>
  );
}

export function AdsSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="ads" title={t("privacy.ads.title")}>
      <p>{t("privacy.ads.body")}</p>
      <p>{t("privacy.ads.change")}</p>
    </HelpSection>
  );
}

const COOKIE_KINDS = ["essential", "analytics", "preferences"] as const;

/** How long each kind of cookie is kept, as a table so each row reads on its own. */
export function CookiesSection() {
  const { t } = useHelpTranslation();
  const cell = (kind: string, part: string) => t(`privacy.cookies.rows.${kind}.${part}` as DataKey);
  return (
    <HelpSection id="cookies" title={t("privacy.cookies.title")}>
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">{t("privacy.cookies.typeHeader")}</th>
            <th scope="col">{t("privacy.cookies.purposeHeader")}</th>
            <th scope="col">{t("privacy.cookies.durationHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{cell(kind, "type")}</th>
              <td>{cell(kind, "purpose")}</td>
              <td>{cell(kind, "duration")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HelpSection>
  );
}
