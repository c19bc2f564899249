import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useSidebar } from "../sidebar-state";
import "#web/ui/panels.css";

/** Short how-to text for the list the spinner uses now. */
export function HelpPanel() {
  const { t } = useAreaTranslation("panels");
  const { settings } = useSidebar();
  const mode = settings.listMode;
  return (
    <div className="sidebar-panel-body sidebar-help">
      <h3>{t("help.title")}</h3>
      <p>{t("help.current", { mode: t(`sidebar:nav.${mode}`) })}</p>
      <p>{t(`help.modes.${mode}`)}</p>
      <p>{t("help.spin")}</p>
      <p>{t("help.locked")}</p>
    </div>
  );
}
