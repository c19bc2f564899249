import { useEffect, useId, useState } from "react";
import { EDITABLE_FIELDS } from "#core/contracts/admin.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { type AdminQuestion, type AdminReport, adminApi } from "./admin-api";
import { languageName, sessionEnded } from "./admin-parts";

/**
 * A report's original question, by its id in its game and language: its texts to edit with a
 * reason (published at once), and whether it is served.
 */
export function QuestionEditor({ report, onClose }: { report: AdminReport; onClose(): void }) {
  const { t } = useAreaTranslation("admin");
  const { t: games } = useTranslation("games");
  const [question, setQuestion] = useState<AdminQuestion | null>(null);
  const [missing, setMissing] = useState(false);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  useEffect(() => {
    void adminApi.question(report.gameType, report.language, report.questionId).then((got) => {
      if (got.ok) {
        setQuestion(got.data);
        setTexts(Object.fromEntries(Object.entries(got.data.data).map(([k, v]) => [k, String(v)])));
      } else if (!sessionEnded(got.error)) setMissing(true);
    });
  }, [report]);

  const fields = question ? EDITABLE_FIELDS[question.game as keyof typeof EDITABLE_FIELDS] : [];
  const run = async (call: () => ReturnType<typeof adminApi.editQuestion>) => {
    setSaving(true);
    const answer = await call();
    setSaving(false);
    if (answer.ok) {
      setQuestion(answer.data);
      setNotice({ tone: "ok", text: t("question.saved") });
    } else if (!sessionEnded(answer.error))
      setNotice({ tone: "error", text: answer.error.message });
  };
  const save = () => {
    if (!question) return;
    const changes = Object.fromEntries(
      fields.filter((f) => texts[f] !== String(question.data[f])).map((f) => [f, texts[f] ?? ""]),
    );
    void run(() => adminApi.editQuestion(question, changes, reason));
  };

  return (
    <Modal
      open
      title={t("question.title", { id: report.questionId })}
      onClose={onClose}
      width={640}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t("common.close")}
          </button>
          {question && (
            <>
              <button
                type="button"
                className="button"
                disabled={saving}
                onClick={() =>
                  void run(() => adminApi.setQuestionActive(question, !question.isActive, reason))
                }
              >
                {t(question.isActive ? "question.deactivate" : "question.activate")}
              </button>
              <button
                type="submit"
                form={formId}
                className="button button-primary"
                disabled={saving}
              >
                {t(saving ? "common.saving" : "question.saveEdit")}
              </button>
            </>
          )}
        </>
      }
    >
      {missing && <p role="alert">{t("question.notFound")}</p>}
      {question && (
        <form
          id={formId}
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <p className="admin-hint">
            {t(question.isActive ? "question.active" : "question.inactive")} ·{" "}
            {games(`types.${question.game as "trivia"}`)} · {languageName(question.language)}
          </p>
          {fields.map((f) => (
            <label key={f}>
              {t(`question.fields.${f}`)}
              <textarea
                rows={2}
                dir="auto"
                value={texts[f] ?? ""}
                onChange={(e) => setTexts((x) => ({ ...x, [f]: e.target.value }))}
              />
            </label>
          ))}
          <label>
            {t("question.reason")}
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          {notice && (
            <p role={notice.tone === "error" ? "alert" : "status"} className="admin-notice">
              {notice.text}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
