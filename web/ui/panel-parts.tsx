import { type ReactNode, useId } from "react";
import { clampSlider, type SliderSpec } from "#core/lists/modes.ts";
import "./panels.css";

type SliderProps = {
  label: string;
  spec: SliderSpec;
  value: number;
  onChange(value: number): void;
  /** The value as shown and said ("14 s"); the number alone without it. */
  format?(value: number): string;
  /** A line below the slider, which it is described by. */
  hint?: ReactNode;
};

/** A labelled range input that shows its value; values are snapped by core before use. */
export function SliderField({ label, spec, value, onChange, format, hint }: SliderProps) {
  const id = useId();
  const shown = clampSlider(value, spec);
  const text = format?.(shown);
  return (
    <div className="sidebar-field">
      <div className="sidebar-slider-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{text ?? shown}</output>
      </div>
      <input
        id={id}
        type="range"
        className="sidebar-slider"
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={shown}
        aria-valuetext={text}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(clampSlider(Number(e.target.value), spec))}
      />
      {hint && (
        <p id={`${id}-hint`} className="sidebar-note">
          {hint}
        </p>
      )}
    </div>
  );
}

export type Chip = { id: string; text: string; color?: string };

/** The entries of the current list; an empty list renders nothing, not an empty box. */
export function ChipList({ label, chips }: { label: string; chips: readonly Chip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="sidebar-chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id} className="sidebar-chip">
          {chip.color && (
            <span
              className="sidebar-swatch"
              style={{ background: chip.color }}
              aria-hidden="true"
            />
          )}
          <span dir="auto">{chip.text}</span>
        </li>
      ))}
    </ul>
  );
}

type ChoiceProps<T extends string> = {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange(value: T): void;
};

/** A radio group in its own fieldset, so the legend names the choice for screen readers. */
export function RadioGroup<T extends string>(props: ChoiceProps<T>) {
  const { legend, name, value, options, onChange } = props;
  const groupName = `${name}-${useId()}`;
  return (
    <fieldset className="sidebar-radios">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="sidebar-radio">
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
