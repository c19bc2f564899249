import { type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import type { Message } from "#core/lists/message.ts";
import { MAX_NAME_LENGTH, MAX_PARTICIPANTS, removeParticipant } from "#core/lists/participants.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { newId } from "#web/lib/new-id.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import { loadEntries } from "../load-entries";
import { useSidebar } from "../sidebar-state";
import { ListError, prefetchListErrors } from "./list-error";
import { NameCounter } from "./name-counter";
import { ParticipantRow } from "./participant-row";

// The rules a typed name goes through load when the field is first focused.
const loadNameRules = loadOnce(() => import("#core/lists/name-rules.ts"));

const ListTools = lazy(() => loadEntries().then((m) => ({ default: m.ListTools })));
const LoadParticipantsModal = lazy(() =>
  import("./load-participants-modal").then((m) => ({ default: m.LoadParticipantsModal })),
);

/** The participants list: add, rename, remove, bulk load, and the remove-winner setting. */
export function ParticipantsPanel() {
  const { t } = useTranslation("sidebar");
  const { participants, setParticipants, updateSettings } = useSidebar();
  const [toolsOpen, setToolsOpen] = useState(false);
  const { removeWinner, setRemoveWinner } = useSettings();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<Message | null>(null);
  // Said when a name came in longer than the limit and was kept cut.
  const [cut, setCut] = useState<Message | null>(null);
  const [loadOpen, setLoadOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const count = participants.length;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const rules = await loadNameRules().catch(() => null);
    if (!rules) return; // offline before it ever loaded: the name stays in the field
    const result = rules.addParticipant(participants, draft, newId());
    // On error the typed text stays, so the user can fix it rather than retype it.
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setParticipants(result.list);
    setDraft("");
    setError(null);
    setCut(
      draft.trim().length > MAX_NAME_LENGTH
        ? {
            key: "errors.nameCut",
            params: { max: MAX_NAME_LENGTH, name: result.list[0]?.name ?? "" },
          }
        : null,
    );
  };

  const remove = (id: string) => {
    setParticipants(removeParticipant(participants, id));
    // The removed row took focus with it; the add field is the steady place to land.
    inputRef.current?.focus();
  };

  return (
    <div className="sidebar-panel-body">
      <form className="sidebar-add" onSubmit={add} noValidate>
        <label htmlFor={inputId}>{t("participants.addLabel")}</label>
        <div className="sidebar-add-row">
          <input
            ref={inputRef}
            id={inputId}
            className="sidebar-input"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t("participants.addPlaceholder")}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            value={draft}
            onFocus={() => {
              prefetchListErrors();
              void loadNameRules().catch(() => {});
            }}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
              setCut(null);
            }}
          />
          <NameCounter length={draft.length} />
          <button type="submit" className="button sidebar-add-button">
            {t("participants.add")}
          </button>
        </div>
        {error && <ListError id={errorId} error={error} className="sidebar-error" />}
        {cut && <ListError id={errorId} error={cut} className="sidebar-note" />}
      </form>

      <p className="sidebar-count">
        <span aria-hidden="true">
          {t("participants.count", { n: count, max: MAX_PARTICIPANTS })}
        </span>
        <span className="sidebar-sr-only">
          {t("participants.countLong", { n: count, max: MAX_PARTICIPANTS })}
        </span>
      </p>

      {count > 0 ? (
        <ul className="sidebar-rows" aria-label={t("participants.listLabel")}>
          {participants.map((p) => (
            <ParticipantRow key={p.id} participant={p} onRemove={() => remove(p.id)} />
          ))}
        </ul>
      ) : (
        <p className="sidebar-note">{t("participants.empty")}</p>
      )}

      <label className="sidebar-check">
        <input
          type="checkbox"
          checked={removeWinner}
          onChange={(e) => {
            setRemoveWinner(e.target.checked);
            // Removing the winner and counting its wins exclude each other.
            if (e.target.checked) updateSettings({ countWins: false });
          }}
        />
        {t("participants.removeWinner")}
      </label>
      <button
        type="button"
        className="button sidebar-wide-button"
        aria-expanded={toolsOpen}
        onClick={() => setToolsOpen(!toolsOpen)}
      >
        {t("participants.tools")}
      </button>
      {toolsOpen && (
        <Suspense fallback={null}>
          <ListTools />
        </Suspense>
      )}
      <button
        type="button"
        className="button sidebar-wide-button"
        onClick={() => setLoadOpen(true)}
      >
        {t("participants.load")}
      </button>
      {loadOpen && (
        <Suspense fallback={null}>
          <LoadParticipantsModal open onClose={() => setLoadOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
