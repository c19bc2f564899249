import { useHelpTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpSection } from "./help-content";

const LEVELS = ["critical", "content", "feature", "general"] as const;

/** The response times the terms promise; a table keeps each promise next to its kind of request. */
export function ServiceLevelsSection() {
  const { t } = useHelpTranslation();
  const cell = (level: string, part: string) => t(`terms.levels.rows.${level}.${part}` as DataKey);
  return (
    <HelpSection id="levels" title={t("terms.levels.title")}>
      <p>{t("terms.levels.intro")}</p>
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">{t("terms.levels.typeHeader")}</th>
            <th scope="col">{t("terms.levels.timeHeader")}</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row">{cell(level, "type")}</th>
              <td>{cell(level, "time")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HelpSection>
  );
}
