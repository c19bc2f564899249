import { useEffect, useId, useRef, useState } from "react";
import type { Message } from "#core/lists/message.ts";
import type { Participant } from "#core/lists/participants.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { CheckIcon, CloseIcon, EditIcon, TrashIcon } from "#web/ui/icons.tsx";
import { ListError, prefetchListErrors } from "./list-error";

type Props = {
  participant: Participant;
  /** Returns the error to show, or null when the new name was saved. */
  onRename(name: string): Message | null;
  onRemove(): void;
};

/** One name of the list, with inline editing: Enter saves, Escape cancels. */
export function ParticipantRow({ participant, onRename, onRemove }: Props) {
  const { t } = useTranslation("sidebar");
  const { name } = participant;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const editing = draft !== null;
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.select();
    // Back on the Edit button after save or cancel, so keyboard users keep their place.
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const stop = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    if (draft === null) return;
    const problem = onRename(draft);
    if (problem) setError(problem);
    else stop();
  };

  if (!editing) {
    return (
      <li className="sidebar-row">
        <span className="sidebar-row-name" dir="auto" translate="no">
          {name}
        </span>
        <button
          ref={editRef}
          type="button"
          className="icon-button sidebar-row-button"
          aria-label={t("participants.edit", { name })}
          title={t("participants.edit", { name })}
          onClick={() => {
            prefetchListErrors();
            setDraft(name);
          }}
        >
          <EditIcon />
        </button>
        <button
          type="button"
          className="icon-button sidebar-row-button"
          aria-label={t("participants.remove", { name })}
          title={t("participants.remove", { name })}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      </li>
    );
  }

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
            stop();
          }
        }}
      />
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
        onClick={stop}
      >
        <CloseIcon />
      </button>
      {error && (
        <ListError id={errorId} error={error} className="sidebar-error sidebar-row-error" />
      )}
    </li>
  );
}
