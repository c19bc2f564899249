import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { questionClaim } from "#web/lib/question-claim.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { BulletList, HelpSection, useStringList } from "./help-content";

const SHORTCUTS = ["enter", "ctrlEnter", "quickSpin", "tab", "escape"] as const;

export function KeyboardSection() {
  const { t } = useHelpTranslation();
  const row = (key: string, part: string) => t(`howToPlay.keyboard.rows.${key}.${part}` as DataKey);
  return (
    <HelpSection id="keyboard" title={t("howToPlay.keyboard.title")}>
      <table className="help-table help-table-keys">
        <thead>
          <tr>
            <th scope="col">{t("howToPlay.keyboard.keyHeader")}</th>
            <th scope="col">{t("howToPlay.keyboard.actionHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((key) => (
            <tr key={key}>
              <th scope="row">
                <kbd>{row(key, "keys")}</kbd>
              </th>
              <td>{row(key, "action")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HelpSection>
  );
}

export function ResultsSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="results" title={t("howToPlay.results.title")}>
      <p>{t("howToPlay.results.body")}</p>
      <p className="help-muted">{t("howToPlay.results.stored")}</p>
    </HelpSection>
  );
}

/** Accounts are not built yet: this says what is coming without offering what is not there. */
export function SharingSection() {
  const { t } = useHelpTranslation();
  return (
    <HelpSection id="sharing" title={t("howToPlay.sharing.title")}>
      <p>{t("howToPlay.sharing.body")}</p>
    </HelpSection>
  );
}

export function BenefitsSection() {
  const { t } = useHelpTranslation();
  const items = useStringList("howToPlay.benefits.items", { questions: questionClaim() });
  return (
    <HelpSection id="benefits" title={t("howToPlay.benefits.title")}>
      <BulletList items={items} />
    </HelpSection>
  );
}
