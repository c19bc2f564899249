import { Suspense, useEffect, useId, useRef, useState } from "react";
import { renameParticipant } from "#core/lists/list-edits.ts";
import type { Message } from "#core/lists/message.ts";
import type { Participant } from "#core/lists/participants.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { CheckIcon, CloseIcon, GearIcon } from "#web/ui/icons.tsx";
import { EntryOptionsDialog } from "../entries/entry-options-dialog";
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
  const { t } = useAreaTranslation("entries");
  const { participants, setParticipants } = useSidebar();
  const { id, name } = participant;
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<Message | null>(null);
  const [options, setOptions] = useState(false);
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
        aria-label={t("edit.label", { name })}
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
        aria-label={t("edit.save", { name })}
        onClick={save}
      >
        <CheckIcon />
      </button>
      <button
        type="button"
        className="icon-button sidebar-row-button"
        aria-label={t("edit.cancel", { name })}
        onClick={onDone}
      >
        <CloseIcon />
      </button>
      <button
        type="button"
        className="icon-button sidebar-row-button"
        aria-label={t("edit.options", { name })}
        title={t("edit.options", { name })}
        onClick={() => setOptions(true)}
      >
        <GearIcon />
      </button>
      {options && (
        <Suspense fallback={null}>
          {/* The options are the name's as saved; the name being typed waits for its Save. */}
          <EntryOptionsDialog participant={participant} onClose={onDone} />
        </Suspense>
      )}
      {error && (
        <ListError id={errorId} error={error} className="sidebar-error sidebar-row-error" />
      )}
    </li>
  );
}
