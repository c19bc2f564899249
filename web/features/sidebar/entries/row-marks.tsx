import type { Participant } from "#core/lists/participants.ts";
import "#web/ui/panels.css";
import { useAreaTranslation } from "#web/lib/area-strings.ts";

/** What a name carries beyond its name: its weight, absent today, picked this round, wins. */
export function RowMarks({ participant: p }: { participant: Participant }) {
  const { t } = useAreaTranslation("entries");
  return (
    <span className="sidebar-row-marks">
      {p.weight && (
        <span className="sidebar-mark" title={t("marks.weight", { n: p.weight })}>
          <span aria-hidden="true">×{p.weight}</span>
          <span className="sidebar-sr-only">{t("marks.weight", { n: p.weight })}</span>
        </span>
      )}
      {p.hidden && <span className="sidebar-mark">{t("marks.hidden")}</span>}
      {p.picked && <span className="sidebar-mark sidebar-mark-picked">{t("marks.picked")}</span>}
      {p.wins && <span className="sidebar-mark">{t("marks.wins", { count: p.wins })}</span>}
    </span>
  );
}
