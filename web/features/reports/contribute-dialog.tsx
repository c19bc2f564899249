import { type FormEvent, useId, useState } from "react";
import {
  CONTRIBUTION_CATEGORIES,
  type ContributionInput,
  type ContributionIssue,
  checkContribution,
  contributionInputSchema,
  DIFFICULTIES,
  OPTION_COUNT,
} from "#core/contracts/contributions.ts";
import { CARD_GAMES, type CardGame } from "#core/games.ts";
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "#core/languages.ts";
import { useAccount } from "#web/lib/account.ts";
import { useApiErrorText } from "#web/lib/api-error.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { LANGUAGE_NAMES } from "#web/lib/language-names.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { LoginPanel } from "./login-panel";
import { reportsApi } from "./reports-api";

/** The trivia answer is one of four options, by position. */
const ANSWER_SLOTS = [1, 2, 3, 4] as const;

type Form = {
  game: CardGame;
  language: LanguageCode;
  difficulty: (typeof DIFFICULTIES)[number];
  category: string;
  content: string;
  options: string[];
  /** Which option is the trivia answer (0 to 3). */
  answer: number;
  funFact: string;
};

function toInput(f: Form): ContributionInput {
  const common = { language: f.language, difficulty: f.difficulty };
  switch (f.game) {
    case "trivia":
      return {
        gameType: "trivia",
        ...common,
        category: f.category as (typeof CONTRIBUTION_CATEGORIES.trivia)[number],
        content: f.content,
        options: f.options.slice(0, 4),
        answer: f.options[f.answer] ?? "",
        funFact: f.funFact,
      };
    case "would-you-rather":
      return {
        gameType: "would-you-rather",
        ...common,
        category: f.category as (typeof CONTRIBUTION_CATEGORIES)["would-you-rather"][number],
        options: f.options.slice(0, 2),
      };
    case "which-one-you-are":
      return {
        gameType: "which-one-you-are",
        ...common,
        category: f.category as (typeof CONTRIBUTION_CATEGORIES)["which-one-you-are"][number],
        content: f.content,
        options: f.options.slice(0, 2),
      };
    default:
      return {
        gameType: "truth-dare",
        ...common,
        category: f.category as "truth" | "dare",
        content: f.content,
      };
  }
}

/**
 * Suggest a question, signed in: the game, the language it is written in, its text (the
 * question, four options and the right one for trivia; two options for the choice games; a
 * truth or a dare), difficulty and category. Checked here as the server checks it.
 */
export function ContributeDialog({ onClose, onLogin }: { onClose(): void; onLogin(): void }) {
  const { t, i18n } = useAreaTranslation("reports");
  const { t: games } = useTranslation("games");
  const errorText = useApiErrorText();
  const account = useAccount({ fresh: true });
  const formId = useId();
  const [form, setForm] = useState<Form>({
    game: "trivia",
    language: isLanguageCode(i18n.language) ? i18n.language : "en",
    difficulty: "easy",
    category: CONTRIBUTION_CATEGORIES.trivia[0],
    content: "",
    options: ["", "", "", ""],
    answer: 0,
    funFact: "",
  });
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const signedIn = account.status === "signed-in";
  const set = (change: Partial<Form>) => {
    setForm((f) => ({ ...f, ...change }));
    setProblem(null);
  };

  const label = (field: string) =>
    field === "content"
      ? t(form.game === "truth-dare" ? "contribute.text" : "contribute.question")
      : field === "answer"
        ? t("contribute.answer")
        : field === "funFact"
          ? t("contribute.funFact")
          : t("contribute.option", { n: Number(field.split(".")[1]) + 1 });
  const say = ({ issue, field }: ContributionIssue) => ({
    field,
    text: t(`contribute.errors.${issue.code as "empty"}`, {
      field: label(field),
      max: "max" in issue ? issue.max : undefined,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = contributionInputSchema.parse(toInput(form));
    const checked = checkContribution(input);
    if (!checked.ok) {
      setProblem(say(checked.problem));
      document.getElementById(`${formId}-${checked.problem.field}`)?.focus();
      return;
    }
    setSending(true);
    const answer = await reportsApi.contribute(toInput(form));
    setSending(false);
    if (answer.ok) setSent(true);
    else
      setProblem({
        field: answer.error.field ?? "",
        text:
          answer.error.code === "RATE_LIMITED" || answer.error.code === "VALIDATION_ERROR"
            ? errorText(answer.error)
            : t("contribute.failed"),
      });
  };

  const field = (name: string, text: string, control: (id: string) => React.ReactNode) => {
    const id = `${formId}-${name}`;
    return (
      <div className="reports-field">
        <label htmlFor={id}>{text}</label>
        {control(id)}
      </div>
    );
  };
  const invalid = (name: string) => (problem?.field === name ? true : undefined);
  const options = OPTION_COUNT[form.game];
  const categories = form.game === "truth-dare" ? [] : CONTRIBUTION_CATEGORIES[form.game];

  return (
    <Modal
      open
      title={t("contribute.title")}
      onClose={onClose}
      width={560}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t(sent ? "contribute.close" : "report.cancel")}
          </button>
          {signedIn && !sent && (
            <button
              type="submit"
              form={formId}
              className="button button-primary"
              disabled={sending}
            >
              {t(sending ? "contribute.sending" : "contribute.submit")}
            </button>
          )}
        </>
      }
    >
      {sent ? (
        <p role="status" className="reports-notice">
          {t("contribute.sent")}
        </p>
      ) : (
        <form id={formId} className="reports-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="reports-hint">{t("contribute.intro")}</p>
          {field("game", t("contribute.game"), (id) => (
            <select
              id={id}
              value={form.game}
              onChange={(e) => {
                const game = e.target.value as CardGame;
                set({ game, category: CONTRIBUTION_CATEGORIES[game][0] });
              }}
            >
              {CARD_GAMES.map((g) => (
                <option key={g} value={g}>
                  {games(`types.${g}`)}
                </option>
              ))}
            </select>
          ))}
          {field("language", t("contribute.language"), (id) => (
            <select
              id={id}
              value={form.language}
              onChange={(e) => set({ language: e.target.value as LanguageCode })}
            >
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          ))}
          {form.game === "truth-dare" ? (
            <fieldset className="reports-reasons">
              <legend>{t("contribute.kind")}</legend>
              {(["truth", "dare"] as const).map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name="kind"
                    checked={form.category === kind}
                    onChange={() => set({ category: kind })}
                  />
                  {t(`contribute.${kind}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            field("category", t("contribute.category"), (id) => (
              <select
                id={id}
                value={form.category}
                onChange={(e) => set({ category: e.target.value })}
              >
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
            ))
          )}
          {form.game !== "would-you-rather" &&
            field("content", label("content"), (id) => (
              <textarea
                id={id}
                rows={3}
                dir="auto"
                value={form.content}
                aria-invalid={invalid("content")}
                onChange={(e) => set({ content: e.target.value })}
              />
            ))}
          {Array.from({ length: options }, (_, i) =>
            field(`options.${i}`, label(`options.${i}`), (id) => (
              <input
                id={id}
                dir="auto"
                value={form.options[i] ?? ""}
                aria-invalid={invalid(`options.${i}`)}
                onChange={(e) =>
                  set({ options: form.options.map((o, j) => (j === i ? e.target.value : o)) })
                }
              />
            )),
          )}
          {form.game === "trivia" && (
            <>
              {field("answer", t("contribute.pickAnswer"), (id) => (
                <select
                  id={id}
                  value={form.answer}
                  aria-invalid={invalid("answer")}
                  onChange={(e) => set({ answer: Number(e.target.value) })}
                >
                  {ANSWER_SLOTS.map((slot, i) => (
                    <option key={slot} value={i}>
                      {form.options[i]?.trim() || t("contribute.option", { n: slot })}
                    </option>
                  ))}
                </select>
              ))}
              {field("funFact", t("contribute.funFact"), (id) => (
                <input
                  id={id}
                  dir="auto"
                  value={form.funFact}
                  aria-invalid={invalid("funFact")}
                  onChange={(e) => set({ funFact: e.target.value })}
                />
              ))}
            </>
          )}
          {field("difficulty", t("contribute.difficulty"), (id) => (
            <select
              id={id}
              value={form.difficulty}
              onChange={(e) => set({ difficulty: e.target.value as Form["difficulty"] })}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`contribute.difficulties.${d}`)}
                </option>
              ))}
            </select>
          ))}
          {problem && (
            <p role="alert" className="reports-notice reports-error">
              {problem.text}
            </p>
          )}
          {account.status === "signed-out" && (
            <LoginPanel text={t("contribute.loginBody")} onLogin={onLogin} />
          )}
        </form>
      )}
    </Modal>
  );
}
