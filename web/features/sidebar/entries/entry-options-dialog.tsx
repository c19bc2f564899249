import { useId, useState } from "react";
import "#web/ui/panels.css";
import { updateParticipant } from "#core/lists/list-edits.ts";
import { isWeight, type Participant } from "#core/lists/participants.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { ImageField } from "#web/ui/image-field.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { useSidebar } from "../sidebar-state";

type Props = { participant: Participant; onClose(): void };

/**
 * One name's options: its weight (how many times it counts), "absent today", its own colour
 * and a picture on its slice. Nothing changes until Save, and Save refuses a weight that is
 * not a whole number from 1 to 100.
 */
export function EntryOptionsDialog({ participant, onClose }: Props) {
  const { t } = useAreaTranslation("entries");
  const { participants, setParticipants } = useSidebar();
  const { id, name } = participant;
  const [weight, setWeight] = useState(String(participant.weight ?? 1));
  const [hidden, setHidden] = useState(participant.hidden === true);
  const [color, setColor] = useState(participant.color);
  const [image, setImage] = useState(participant.image);
  const [invalid, setInvalid] = useState(false);
  const weightId = useId();

  const save = () => {
    const value = Number(weight.trim());
    if (weight.trim() === "" || !isWeight(value)) {
      setInvalid(true);
      return;
    }
    setParticipants(updateParticipant(participants, id, { weight: value, hidden, color, image }));
    onClose();
  };

  return (
    <Modal
      open
      title={t("options.title", { name })}
      onClose={onClose}
      width={440}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t("options.cancel")}
          </button>
          <button type="submit" form={`${weightId}-form`} className="button button-primary">
            {t("options.save")}
          </button>
        </>
      }
    >
      <form
        id={`${weightId}-form`}
        className="modal-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label htmlFor={weightId}>{t("options.weight")}</label>
        <input
          id={weightId}
          className="sidebar-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={weight}
          aria-invalid={invalid}
          aria-describedby={`${weightId}-hint${invalid ? ` ${weightId}-error` : ""}`}
          onChange={(e) => {
            setWeight(e.target.value);
            setInvalid(false);
          }}
        />
        <p id={`${weightId}-hint`} className="sidebar-note">
          {t("options.weightHint", { name })}
        </p>
        {invalid && (
          <p id={`${weightId}-error`} className="sidebar-error" role="alert">
            {t("options.weightError")}
          </p>
        )}
        <label className="sidebar-check">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          {t("options.hidden")}
        </label>
        <label className="sidebar-check">
          <input
            type="checkbox"
            checked={color !== undefined}
            onChange={(e) => setColor(e.target.checked ? "#7c3aed" : undefined)}
          />
          {t("options.ownColor")}
        </label>
        {color && (
          <label className="entries-color">
            <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
            {t("options.color")}
          </label>
        )}
        <ImageField label={t("options.image")} value={image} onChange={setImage} />
      </form>
    </Modal>
  );
}
