import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useModeItems } from "./use-mode-items";

/** Dice mode has nothing to set: the six faces are the list. */
export function DicePanel() {
  const { t } = useAreaTranslation("panels");
  const items = useModeItems("dice");
  return (
    <div className="sidebar-panel-body">
      <p className="sidebar-note">{t("dice.intro")}</p>
      {items.length > 0 && (
        <ul className="sidebar-dice" aria-label={t("dice.listLabel")}>
          {items.map((item) => (
            <li key={item.id} className="sidebar-die">
              {/* The face glyph alone reads poorly in screen readers, so name its value. */}
              <span aria-hidden="true">{item.label}</span>
              <span className="sidebar-sr-only">{t("dice.face", { value: item.value })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
