import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Participant } from "#core/lists/participants.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { EditIcon, TrashIcon } from "#web/ui/icons.tsx";
import { loadEntries } from "../load-entries";
import { prefetchListErrors } from "./list-error";

// The editor comes with the names' options and tools, and their strings.
const prefetchEdit = () => void loadEntries().catch(() => {});
const ParticipantEdit = lazy(() => loadEntries().then((m) => ({ default: m.ParticipantEdit })));
// A name's marks (weight, absent, picked, wins), loaded when a name has one.
const RowMarks = lazy(() => loadEntries().then((m) => ({ default: m.RowMarks })));

type Props = {
  participant: Participant;
  onRemove(): void;
};

/** One name of the list, with Edit (inline editing: Enter saves, Escape cancels) and Remove. */
export function ParticipantRow({ participant, onRemove }: Props) {
  const { t } = useTranslation("sidebar");
  const { id, name, ...extras } = participant;
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back on the Edit button after save or cancel, so keyboard users keep their place.
  useEffect(() => {
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const row = (
    <li className="sidebar-row" data-hidden={participant.hidden}>
      <span className="sidebar-row-name" dir="auto" translate="no">
        {name}
      </span>
      {Object.keys(extras).length > 0 && (
        <Suspense fallback={null}>
          <RowMarks participant={participant} />
        </Suspense>
      )}

      <button
        ref={editRef}
        type="button"
        className="icon-button sidebar-row-button"
        aria-label={t("participants.edit", { name })}
        title={t("participants.edit", { name })}
        // The editor's code is fetched on the way to the button.
        onPointerEnter={prefetchEdit}
        onFocus={prefetchEdit}
        onClick={() => {
          prefetchListErrors();
          setEditing(true);
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
  if (!editing) return row;
  return (
    <Suspense fallback={row}>
      <ParticipantEdit participant={participant} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
