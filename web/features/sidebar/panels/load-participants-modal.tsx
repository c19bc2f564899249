import { type ChangeEvent, useId, useState } from "react";
import {
  ACCEPTED_FILE_EXTENSIONS,
  isAcceptedFile,
  type LoadMode,
  loadParticipants,
} from "#core/lists/load-participants.ts";
import type { Message } from "#core/lists/message.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { newId } from "#web/lib/new-id.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { Modal } from "#web/ui/modal.tsx";
import { RadioGroup } from "#web/ui/panel-parts.tsx";
import { useSidebar } from "../sidebar-state";

/** 36 names of 20 characters fit in about 1 KB; anything far bigger is not a name list. */
const MAX_FILE_BYTES = 100_000;

type Props = { open: boolean; onClose(): void };

/**
 * Loads many names at once from a .csv/.txt file or pasted text. A chosen file is read into
 * the text box so the user sees what will be loaded; nothing changes until Load succeeds.
 */
export function LoadParticipantsModal({ open, onClose }: Props) {
  const { t } = useAreaTranslation("panels");
  const { participants, setParticipants } = useSidebar();
  const [mode, setMode] = useState<LoadMode>("replace");
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const fileId = useId();
  const textId = useId();
  const hintId = useId();
  const errorId = useId();

  const close = () => {
    setMode("replace");
    setText("");
    setFileName(null);
    setProblem(null);
    onClose();
  };

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, after fixing it, fires change again.
    input.value = "";
    if (!file) return;
    if (!isAcceptedFile(file.name, file.type)) {
      setProblem({ key: "load.errors.fileType" });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblem({ key: "load.errors.fileTooLarge" });
      return;
    }
    try {
      setText(await file.text());
      setFileName(file.name);
      setProblem(null);
    } catch {
      setProblem({ key: "load.errors.fileUnreadable" });
    }
  };

  const load = () => {
    const result = loadParticipants({
      text,
      mode,
      existing: participants,
      makeId: newId,
    });
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setParticipants(result.list);
    close();
  };

  const footer = (
    <>
      <button type="button" className="button" onClick={close}>
        {t("load.cancel")}
      </button>
      <button type="button" className="button button-primary" onClick={load}>
        {t("load.submit")}
      </button>
    </>
  );

  return (
    <Modal open={open} title={t("load.title")} onClose={close} footer={footer} width={440}>
      <div className="sidebar-load">
        <RadioGroup<LoadMode>
          legend={t("load.modeLegend")}
          name="load-mode"
          value={mode}
          options={[
            { value: "replace", label: t("load.replace") },
            { value: "append", label: t("load.append") },
          ]}
          onChange={setMode}
        />
        <div className="sidebar-field">
          <label htmlFor={fileId}>{t("load.fileLabel")}</label>
          <input
            id={fileId}
            type="file"
            className="sidebar-file"
            accept={ACCEPTED_FILE_EXTENSIONS.join(",")}
            onChange={chooseFile}
          />
          {fileName && (
            <p className="sidebar-note" role="status">
              {t("load.fileLoaded", { file: fileName })}
            </p>
          )}
        </div>
        <div className="sidebar-field">
          <label htmlFor={textId}>{t("load.textLabel")}</label>
          <textarea
            id={textId}
            className="sidebar-input sidebar-textarea"
            rows={6}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem !== null}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
          <p id={hintId} className="sidebar-note">
            {t("load.textHint")}
          </p>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="sidebar-error">
            {t(problem.key as DataKey, problem.params)}
          </p>
        )}
      </div>
    </Modal>
  );
}
