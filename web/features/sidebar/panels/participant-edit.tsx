import { useEffect, useId, useRef, useState } from "react";
import type { Message } from "#core/lists/message.ts";
import { type Participant, renameParticipant } from "#core/lists/participants.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { CheckIcon, CloseIcon } from "#web/ui/icons.tsx";
import { useSidebar } from "../sidebar-state";
import { ListError } from "./list-error";
import { NameCounter } from "./name-counter";
import "#web/ui/panels.css";

type Props = {
  participant: Participant;
  /** Saved or cancelled. */
  onDone(): void;
};

/**
 * A name being edited in place: Enter saves, Escape cancels. Loaded when Edit is first
 * pressed, so the first screen carries only the list.
 */
export function ParticipantEdit({ participant, onDone }: Props) {
  const { t } = useTranslation("sidebar");
  const { participants, setParticipants } = useSidebar();
  const { id, name } = participant;
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<Message | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const save = () => {
    // The add rules, against the other names.
    const result = renameParticipant(participants, id, draft);
    if ("error" in result) setError(result.error);
    else {
      setParticipants(result.list);
      onDone();
    }
  };

  return (
    <li className="sidebar-row sidebar-row-editing">
      <input
        ref={inputRef}
        className="sidebar-input"
        aria-label={t("participants.editLabel", { name })}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        dir="auto"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            save();
          } else if (e.key === "Escape") {
            // Escape also closes the mobile drawer; here it only means "cancel this edit".
            e.stopPropagation();
            onDone();
          }
        }}
      />
      <NameCounter length={draft.length} />
      <button
        type="button"
        className="icon-button sidebar-row-button"
        aria-label={t("participants.save", { name })}
        onClick={save}
      >
        <CheckIcon />
      </button>
      <button
        type="button"
        className="icon-button sidebar-row-button"
        aria-label={t("participants.cancel", { name })}
        onClick={onDone}
      >
        <CloseIcon />
      </button>
      {error && (
        <ListError id={errorId} error={error} className="sidebar-error sidebar-row-error" />
      )}
    </li>
  );
}
