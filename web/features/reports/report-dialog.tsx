import { type FormEvent, useId, useState } from "react";
import { REPORT_REASONS, type ReportReason, SUGGESTION_MAX } from "#core/contracts/reports.ts";
import { useAccount } from "#web/lib/account.ts";
import { useApiErrorText } from "#web/lib/api-error.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { ReportTarget } from "#web/lib/reports-request.ts";
import { Modal } from "#web/ui/modal.tsx";
import { LoginPanel } from "./login-panel";
import { reportsApi } from "./reports-api";

/**
 * Reporting a question (or, from the help centre, a problem with Twirl): a reason, an
 * optional suggestion of up to 200 characters, then Submit. A visitor can fill it in and is
 * shown the login panel; once signed in the same dialog, with what they typed, can be sent.
 */
export function ReportDialog({
  target,
  onClose,
  onLogin,
}: {
  target: ReportTarget;
  onClose(): void;
  onLogin(): void;
}) {
  const { t } = useAreaTranslation("reports");
  const errorText = useApiErrorText();
  const account = useAccount({ fresh: true });
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [suggestion, setSuggestion] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const ids = { suggestion: useId(), counter: useId(), form: useId() };
  const general = target.gameType === "general";
  const signedIn = account.status === "signed-in";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t("report.pickReason"));
      return;
    }
    setSending(true);
    const answer = await reportsApi.report({ ...target, reason, suggestion });
    setSending(false);
    if (answer.ok) {
      setSent(true);
      return;
    }
    const { code } = answer.error;
    setProblem(
      code === "RATE_LIMITED" || code === "VALIDATION_ERROR"
        ? errorText(answer.error)
        : t("report.failed"),
    );
  };

  const close = (
    <button type="button" className="button" onClick={onClose}>
      {t(sent ? "report.close" : "report.cancel")}
    </button>
  );

  return (
    <Modal
      open
      title={t(general ? "report.generalTitle" : "report.title")}
      onClose={onClose}
      width={480}
      footer={
        sent ? (
          close
        ) : (
          <>
            {close}
            {signedIn && (
              <button
                type="submit"
                form={ids.form}
                className="button button-primary"
                disabled={sending}
              >
                {t(sending ? "report.sending" : "report.submit")}
              </button>
            )}
          </>
        )
      }
    >
      {sent ? (
        <p role="status" className="reports-notice">
          {t("report.sent")}
        </p>
      ) : (
        <form id={ids.form} className="reports-form" onSubmit={(e) => void submit(e)} noValidate>
          {!general && (
            <figure className="reports-question">
              <figcaption>{t("report.question")}</figcaption>
              <blockquote dir="auto">{target.questionText}</blockquote>
            </figure>
          )}
          <fieldset className="reports-reasons">
            <legend>{t("report.reason")}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setProblem(null);
                  }}
                />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.suggestion}>{t("report.suggestion")}</label>
          <textarea
            id={ids.suggestion}
            value={suggestion}
            maxLength={SUGGESTION_MAX}
            rows={3}
            dir="auto"
            aria-describedby={ids.counter}
            onChange={(e) => setSuggestion(e.target.value)}
          />
          <p id={ids.counter} className="reports-counter">
            {t("report.counter", { n: suggestion.length, max: SUGGESTION_MAX })}
          </p>
          {problem && (
            <p role="alert" className="reports-notice reports-error">
              {problem}
            </p>
          )}
          {account.status === "signed-out" && (
            <LoginPanel text={t("report.loginBody")} onLogin={onLogin} />
          )}
        </form>
      )}
    </Modal>
  );
}
