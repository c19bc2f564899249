import { useId, useState } from "react";
import { TEXT_LIMITS } from "#core/validation/text-validator.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import "./spinner-name-dialog.css";

/** The 'Set Spinner Name' dialog, loaded when first opened. */
export function SpinnerNameDialog(props: {
  name: string;
  onSave(name: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation("dialogs");
  const [draft, setDraft] = useState(props.name);
  const inputId = useId();
  return (
    <Modal
      open
      title={t("spinnerName.title")}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t("spinnerName.cancel")}
          </button>
          <button type="submit" form={`${inputId}-form`} className="button button-primary">
            {t("spinnerName.save")}
          </button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave(draft);
        }}
      >
        <label className="field-label" htmlFor={inputId}>
          {t("spinnerName.label")}
        </label>
        <input
          id={inputId}
          className="text-input"
          value={draft}
          maxLength={TEXT_LIMITS.spinnerName}
          placeholder={t("spinnerName.placeholder")}
          onChange={(e) => setDraft(e.target.value)}
        />
      </form>
    </Modal>
  );
}
