import { useId, useState } from "react";
import "#web/ui/panels.css";
import { makeTeams, type TeamSplit, teamsAsText } from "#core/lists/list-tools.ts";
import { secureRandomInt } from "#core/random.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Modal } from "#web/ui/modal.tsx";
import { RadioGroup } from "#web/ui/panel-parts.tsx";

type Props = { names: string[]; onClose(): void };

/** Splits the names on the spinner into balanced random teams, shown as cards to copy. */
export function TeamsDialog({ names, onClose }: Props) {
  const { t } = useAreaTranslation("entries");
  const [by, setBy] = useState<TeamSplit["by"]>("count");
  const [n, setN] = useState(2);
  const [teams, setTeams] = useState<string[][] | null>(null);
  const [copied, setCopied] = useState<"teams.copied" | "teams.copyFailed" | null>(null);
  const sizeId = useId();
  const most = Math.max(2, names.length);

  const make = () => {
    setTeams(makeTeams(names, { by, n }, secureRandomInt));
    setCopied(null);
  };
  const copy = async () => {
    const text = teamsAsText(teams ?? [], (i) => t("teams.team", { n: i }));
    try {
      await navigator.clipboard.writeText(text);
      setCopied("teams.copied");
    } catch {
      setCopied("teams.copyFailed");
    }
  };

  return (
    <Modal
      open
      title={t("teams.title")}
      onClose={onClose}
      width={600}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t("teams.close")}
        </button>
      }
    >
      {names.length < 2 ? (
        <p>{t("teams.tooFew")}</p>
      ) : (
        <div className="modal-form">
          <RadioGroup
            legend={t("teams.split")}
            name="teams-by"
            value={by}
            options={[
              { value: "count", label: t("teams.byCount") },
              { value: "size", label: t("teams.bySize") },
            ]}
            onChange={(v) => setBy(v)}
          />
          <label htmlFor={sizeId}>{t(by === "count" ? "teams.count" : "teams.size")}</label>
          <select
            id={sizeId}
            className="sidebar-input"
            value={Math.min(n, most)}
            onChange={(e) => setN(Number(e.target.value))}
          >
            {Array.from({ length: most - 1 }, (_, i) => i + 2).map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
          <button type="button" className="button button-primary" onClick={make}>
            {t(teams ? "teams.again" : "teams.make")}
          </button>
          {teams && (
            <>
              <ul className="entries-teams">
                {teams.map((team, i) => (
                  <li key={team.join("\n")} className="entries-team">
                    <h3>{t("teams.team", { n: i + 1 })}</h3>
                    <ul aria-label={t("teams.team", { n: i + 1 })}>
                      {team.map((name) => (
                        <li key={name} dir="auto">
                          {name}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              <button type="button" className="button" onClick={copy}>
                {t("teams.copy")}
              </button>
              <p role="status" className="sidebar-note">
                {copied && t(copied)}
              </p>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
