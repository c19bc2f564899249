import type { ReactNode } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import type { useContactForm } from "./use-contact-form";

/** What a control needs so its label, required state and message reach assistive tech. */
export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-required"?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  /** The message for this field, shown under it while it stands. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its required mark and its own error line. */
export function Field({ id, label, required = false, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="contact-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="contact-required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        ...(required ? { required: true, "aria-required": true } : {}),
        ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="contact-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Form = ReturnType<typeof useContactForm>;

/** "What is a + b?": the numbers come from the server, which checks the answer again. */
export function HumanCheck({ form }: { form: Form }) {
  const { t } = useHelpTranslation();
  const { check, answer, answered, correct } = form;
  const error = form.fieldError?.field === "challengeAnswer" ? form.fieldError.message : null;
  const resultId = "contact-challengeAnswer-result";
  const errorId = "contact-challengeAnswer-error";
  const describedBy = [answered && check.state === "ready" && resultId, error && errorId]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset className="contact-check">
      <legend>{t("contact.humanCheck.legend")}</legend>
      {check.state === "loading" && <p>{t("contact.humanCheck.loading")}</p>}
      {check.state === "failed" && <p role="alert">{t("contact.humanCheck.loadFailed")}</p>}
      <div className="contact-check-row">
        <label htmlFor="contact-challengeAnswer">
          {check.state === "ready"
            ? t("contact.humanCheck.question", { a: check.challenge.a, b: check.challenge.b })
            : t("contact.humanCheck.answer")}
          <span className="contact-required" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <input
          id="contact-challengeAnswer"
          className="contact-check-answer"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          aria-required
          aria-invalid={error || (answered && !correct) ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={check.state !== "ready"}
          value={answer}
          onChange={(e) => form.setAnswer(e.target.value)}
        />
        <button type="button" className="contact-button-secondary" onClick={form.newProblem}>
          {t("contact.humanCheck.newProblem")}
        </button>
      </div>
      <p id={resultId} className="contact-check-result" aria-live="polite">
        {answered && check.state === "ready" && (
          <span className={correct ? "contact-correct" : "contact-incorrect"}>
            {correct ? t("contact.humanCheck.correct") : t("contact.humanCheck.incorrect")}
          </span>
        )}
      </p>
      {error && (
        <p id={errorId} className="contact-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
