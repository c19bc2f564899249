import { useEffect } from "react";
import { CONTACT_TYPES, type ContactFields, type ContactType } from "#core/contracts/contact.ts";
import type { TextIssue } from "#core/validation/text-validator.ts";
import { useApiErrorText } from "#web/lib/api-error.ts";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
// A named import lets the bundler inline just this string; a default import ships all of package.json.
import { version } from "../../../package.json";
import { Field, HumanCheck } from "./contact-parts";
import { useContactForm } from "./use-contact-form";
import "./contact-page.css";

type TextField = Exclude<keyof ContactFields, "contactType">;

/** /help/contact: the contact form with its human check. */
export function ContactPage() {
  const { t } = useHelpTranslation();
  const describe = (issue: TextIssue) =>
    t(`contact.errors.${issue.code}`, {
      field: t(`contact.fields.${issue.field}` as DataKey),
      max: "max" in issue ? issue.max : undefined,
    });
  const describeError = useApiErrorText();
  const form = useContactForm(describe, describeError);
  const { fields, fieldError, status } = form;
  const sending = status.kind === "sending";

  // The field a message is about gets focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (fieldError) document.getElementById(`contact-${fieldError.field}`)?.focus();
  }, [fieldError]);

  const errorOf = (field: keyof ContactFields) =>
    fieldError?.field === field ? fieldError.message : undefined;

  const text = (field: TextField, required: boolean, type = "text", autoComplete?: string) => (
    <Field
      id={`contact-${field}`}
      label={t(`contact.fields.${field}`)}
      required={required}
      error={errorOf(field)}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={fields[field]}
          onChange={(e) => form.update(field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <HelpLayout
      title={t("contact.metaTitle")}
      description={t("contact.metaDescription")}
      path="/help/contact"
    >
      <article className="contact-page">
        <h1>{t("contact.title")}</h1>
        <p>{t("contact.intro")}</p>
        <p className="contact-note">{t("contact.requiredNote")}</p>
        {/* noValidate: the shared rules below give the same checks with translated messages. */}
        <form
          className="contact-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          {text("name", true, "text", "name")}
          {text("email", true, "email", "email")}
          <Field id="contact-contactType" label={t("contact.fields.contactType")} required>
            {(control) => (
              <select
                {...control}
                value={fields.contactType}
                onChange={(e) => form.update("contactType", e.target.value as ContactType)}
              >
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contact.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text("subject", true)}
          <Field
            id="contact-message"
            label={t("contact.fields.message")}
            required
            error={errorOf("message")}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={fields.message}
                onChange={(e) => form.update("message", e.target.value)}
              />
            )}
          </Field>
          <Field
            id="contact-browserInfo"
            label={t("contact.fields.browserInfo")}
            error={errorOf("browserInfo")}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={fields.browserInfo}
                onChange={(e) => form.update("browserInfo", e.target.value)}
              />
            )}
          </Field>
          <button type="button" className="contact-button-secondary" onClick={form.fillBrowserInfo}>
            {t("contact.getBrowserDetails")}
          </button>
          {text("appVersion", false)}
          <button
            type="button"
            className="contact-button-secondary"
            onClick={() => form.update("appVersion", version)}
          >
            {t("contact.getAppVersion")}
          </button>
          <HumanCheck form={form} />
          <button type="submit" className="contact-submit" disabled={!form.correct || sending}>
            {sending ? t("contact.sending") : t("contact.submit")}
          </button>
          <div className="contact-outcome" role="status">
            {status.kind === "sent" && <p className="contact-success">{t("contact.success")}</p>}
            {status.kind === "failed" && (
              <p className="contact-failure">{status.message ?? t("contact.failure")}</p>
            )}
          </div>
        </form>
      </article>
    </HelpLayout>
  );
}
