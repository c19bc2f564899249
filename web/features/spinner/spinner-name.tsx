import { useId, useState } from "react";
import { TEXT_LIMITS } from "#core/validation/text-validator.ts";
import { useTranslation } from "../../lib/translator";
import { PencilIcon } from "../../ui/icons";
import { Modal } from "../../ui/modal";
import { useSettings } from "../settings/settings";

/** The editable spinner name at the top left of the spinner area. */
export function SpinnerName({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { spinnerName, setSpinnerName } = useSettings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const inputId = useId();

  const openModal = () => {
    setDraft(spinnerName);
    setOpen(true);
  };
  const save = () => {
    setSpinnerName(draft);
    setOpen(false);
  };

  return (
    <div className="spinner-name">
      {spinnerName && <h2 className="spinner-name-text">{spinnerName}</h2>}
      <button
        type="button"
        className="icon-button"
        aria-label={t("spinnerName.edit")}
        title={t("spinnerName.edit")}
        disabled={disabled}
        onClick={openModal}
      >
        <PencilIcon />
      </button>
      <Modal
        open={open}
        title={t("spinnerName.title")}
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" className="button" onClick={() => setOpen(false)}>
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
            save();
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
    </div>
  );
}
