import { gameImagePath } from "#core/app/preload-images.ts";
import { GAME_TYPES } from "#core/games.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { RadioGroup } from "#web/ui/panel-parts.tsx";
import { useGameType } from "./game-type";
import "./games-panel.css";

/**
 * Picks the fun-mode game. It does not switch the list mode: cards only follow a
 * Participants spin, and the note says so rather than silently changing the list.
 */
export function GamesPanel() {
  const { t } = useTranslation("panels");
  const [gameType, setGameType] = useGameType();
  return (
    <div className="sidebar-panel-body games-panel">
      <RadioGroup
        legend={t("games.legend")}
        name="game-type"
        value={gameType}
        onChange={setGameType}
        options={GAME_TYPES.map((id) => ({
          value: id,
          label: (
            <>
              {id !== "just-spinner" && (
                <img src={gameImagePath(id)} alt="" width={40} height={27} />
              )}
              <span>{t(`games:types.${id}`)}</span>
            </>
          ),
        }))}
      />
      <p className="sidebar-note">{t("games.note")}</p>
    </div>
  );
}
