import { useId, useState } from "react";
import "#web/ui/panels.css";
import { shuffleList, sortList } from "#core/lists/list-tools.ts";
import { type Participant, visibleParticipants } from "#core/lists/participants.ts";
import { clearWins, startRound } from "#core/lists/rotation.ts";
import { MAX_WINNERS } from "#core/lists/sidebar-settings.ts";
import { secureRandomInt } from "#core/random.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useSettings } from "#web/lib/settings.tsx";
import type { KeyIn } from "#web/lib/string-keys.ts";
import { useSidebar } from "../sidebar-state";
import { TeamsDialog } from "./teams-dialog";

type Done = { said: KeyIn<"entries">; before?: Participant[] };

/**
 * The names list's tools, opened from the Participants panel: shuffle, sort, clear (each
 * with Undo), teams, the tally, the fair rotation and how many winners a spin draws.
 */
export function ListTools() {
  const { t, i18n } = useAreaTranslation("entries");
  const { participants, setParticipants, settings, updateSettings } = useSidebar();
  const { setRemoveWinner } = useSettings();
  const [done, setDone] = useState<Done | null>(null);
  const [teamsOpen, setTeamsOpen] = useState(false);
  const winnersId = useId();
  const rotationHintId = useId();
  const shown = visibleParticipants(participants);
  const picked = shown.filter((p) => p.picked).length;
  const empty = participants.length === 0;

  const change = (next: Participant[], said: KeyIn<"entries">, undoable = true) => {
    setParticipants(next);
    setDone({ said, ...(undoable ? { before: participants } : {}) });
  };

  return (
    <div className="entries-tools">
      <div className="entries-buttons">
        <button
          type="button"
          className="button"
          disabled={participants.length < 2}
          onClick={() => change(shuffleList(participants, secureRandomInt), "tools.shuffled")}
        >
          {t("tools.shuffle")}
        </button>
        <button
          type="button"
          className="button"
          disabled={participants.length < 2}
          onClick={() => change(sortList(participants, i18n.language), "tools.sorted")}
        >
          {t("tools.sort")}
        </button>
        <button
          type="button"
          className="button"
          disabled={empty}
          onClick={() => change([], "tools.cleared")}
        >
          {t("tools.clear")}
        </button>
        <button type="button" className="button" onClick={() => setTeamsOpen(true)}>
          {t("tools.teams")}
        </button>
      </div>
      <p className="entries-status" role="status">
        {done && t(done.said)}{" "}
        {done?.before && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setParticipants(done.before ?? []);
              setDone({ said: "tools.restored" });
            }}
          >
            {t("tools.undo")}
          </button>
        )}
      </p>

      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={settings.countWins}
          onChange={(e) => {
            // Counting keeps the winner, so it cannot go with removing it.
            if (e.target.checked) setRemoveWinner(false);
            updateSettings({ countWins: e.target.checked });
          }}
        />
        {t("tools.countWins")}
      </label>
      {participants.some((p) => p.wins) && (
        <button
          type="button"
          className="button sidebar-wide-button"
          onClick={() => change(clearWins(participants), "tools.tallyReset", false)}
        >
          {t("tools.resetTally")}
        </button>
      )}

      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={settings.fairRotation}
          aria-describedby={rotationHintId}
          onChange={(e) => updateSettings({ fairRotation: e.target.checked })}
        />
        {t("tools.rotation")}
      </label>
      <p id={rotationHintId} className="sidebar-note">
        {t("tools.rotationHint")}
      </p>
      {settings.fairRotation && (
        <div className="entries-round">
          <p>{t("tools.pickedSoFar", { n: picked, total: shown.length })}</p>
          <button
            type="button"
            className="button"
            disabled={!participants.some((p) => p.picked)}
            onClick={() => change(startRound(participants), "tools.roundStarted", false)}
          >
            {t("tools.newRound")}
          </button>
        </div>
      )}

      <div className="sidebar-field entries-winners">
        <label htmlFor={winnersId}>{t("tools.winners")}</label>
        <select
          id={winnersId}
          className="sidebar-input"
          value={settings.winners}
          onChange={(e) => updateSettings({ winners: Number(e.target.value) })}
        >
          {Array.from({ length: MAX_WINNERS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {teamsOpen && (
        <TeamsDialog names={shown.map((p) => p.name)} onClose={() => setTeamsOpen(false)} />
      )}
    </div>
  );
}
