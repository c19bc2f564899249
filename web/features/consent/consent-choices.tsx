import { useId, useState } from "react";
import type { ConsentChoices } from "#core/consent/consent.ts";
import { useTranslation } from "#web/lib/translator.ts";
import "./consent-choices.css";

const CATEGORIES = ["analytics", "advertising", "functional"] as const;

type Props = {
  initial: ConsentChoices;
  onSave(choices: ConsentChoices): void;
  onCancel(): void;
};

/** The Customize panel: a switch per optional category; essential is shown on and fixed. */
export function ConsentChoicesPanel({ initial, onSave, onCancel }: Props) {
  const { t } = useTranslation("cookies");
  const [choices, setChoices] = useState(initial);
  return (
    <form
      className="consent-choices"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choices);
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t("choices.legend")}</legend>
        <Switch category="essential" checked />
        {CATEGORIES.map((category) => (
          <Switch
            key={category}
            category={category}
            checked={choices[category]}
            onChange={(on) => setChoices((c) => ({ ...c, [category]: on }))}
          />
        ))}
      </fieldset>
      <div className="consent-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t("choices.cancel")}
        </button>
        <button type="submit" className="button button-primary">
          {t("choices.save")}
        </button>
      </div>
    </form>
  );
}

type SwitchProps = {
  category: "essential" | (typeof CATEGORIES)[number];
  checked: boolean;
  /** None: the switch is fixed on (essential). */
  onChange?(on: boolean): void;
};

function Switch({ category, checked, onChange }: SwitchProps) {
  const { t } = useTranslation("cookies");
  const id = useId();
  const fixed = !onChange;
  return (
    <div className="consent-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={fixed}
        readOnly={fixed}
        aria-describedby={`${id}-description`}
        onChange={(e) => onChange?.(e.target.checked)}
      />
      <label htmlFor={id}>{t(`choices.${category}.label`)}</label>
      <p id={`${id}-description`}>
        {t(`choices.${category}.description`)}
        {fixed && ` ${t("choices.alwaysOn")}.`}
      </p>
    </div>
  );
}
