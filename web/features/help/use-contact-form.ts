import { useCallback, useEffect, useRef, useState } from "react";
import {
  type Challenge,
  type ContactFields,
  validateContactFields,
} from "#core/contracts/contact.ts";
import type { ApiError } from "#core/contracts/errors.ts";
import { issueFromParams, type TextIssue } from "#core/validation/text-validator.ts";
import { browserDetails, fetchChallenge, sendContact } from "./contact-api";
import { solveWork } from "./proof-of-work";

export const EMPTY_CONTACT: ContactFields = {
  name: "",
  email: "",
  contactType: "general-inquiry",
  subject: "",
  message: "",
  browserInfo: "",
  appVersion: "",
};

/** Where a field's message is shown: a form field, or the human check's answer. */
export type ErrorSlot = keyof ContactFields | "challengeAnswer";
export type FieldError = { field: ErrorSlot; message: string };

export type SendStatus =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; message: string | null };

/** A challenge, with its proof of work being solved in the background from the moment it arrives. */
type Check =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; challenge: Challenge; work: Promise<string> };

const isInteger = (text: string) => /^-?\d+$/.test(text.trim());

function slotOf(field: string): ErrorSlot | null {
  if (field === "challengeAnswer" || field === "challengeToken") return "challengeAnswer";
  return field in EMPTY_CONTACT ? (field as keyof ContactFields) : null;
}

/**
 * The contact form's state: fields, the human check and the submission. The same field rules
 * as the server run before sending, so most mistakes are caught without a round trip; the
 * server still decides, and its field messages land next to the field they concern.
 */
export function useContactForm(
  describe: (issue: TextIssue) => string,
  describeError: (error: ApiError) => string,
) {
  const [fields, setFields] = useState(EMPTY_CONTACT);
  const [answer, setAnswer] = useState("");
  const [check, setCheck] = useState<Check>({ state: "loading" });
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [status, setStatus] = useState<SendStatus>({ kind: "idle" });
  // Only the latest challenge request may land, however fast New Problem is pressed.
  const latest = useRef(0);

  const loadChallenge = useCallback(async () => {
    const id = ++latest.current;
    setCheck({ state: "loading" });
    setAnswer("");
    const challenge = await fetchChallenge();
    if (id !== latest.current) return;
    setCheck(
      challenge
        ? { state: "ready", challenge, work: solveWork(challenge.work) }
        : { state: "failed" },
    );
  }, []);

  useEffect(() => {
    void loadChallenge();
    // A late answer after leaving the page must not land anywhere.
    return () => void ++latest.current;
  }, [loadChallenge]);

  /** Any edit is a new attempt: the last outcome no longer describes what is on screen. */
  const clearMessages = () => {
    setFieldError(null);
    setStatus((s) => (s.kind === "sending" ? s : { kind: "idle" }));
  };

  const update = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) => {
    clearMessages();
    setFields((f) => ({ ...f, [key]: value }));
  };

  const ready = check.state === "ready" ? check : null;
  const challenge = ready?.challenge ?? null;
  const answered = answer.trim() !== "";
  const correct =
    challenge !== null && isInteger(answer) && Number(answer) === challenge.a + challenge.b;

  async function submit() {
    if (!ready || !challenge || !correct || status.kind === "sending") return;
    const browserInfo = fields.browserInfo.trim() === "" ? browserDetails() : fields.browserInfo;
    if (browserInfo !== fields.browserInfo) setFields((f) => ({ ...f, browserInfo }));
    const checked = validateContactFields({ ...fields, browserInfo });
    if (!checked.ok) {
      setFieldError({ field: checked.issue.field as ErrorSlot, message: describe(checked.issue) });
      return;
    }
    setFieldError(null);
    setStatus({ kind: "sending" });
    // Usually long done: the work started when the problem arrived.
    const workNonce = await ready.work;
    const result = await sendContact({
      ...checked.value,
      contactType: fields.contactType,
      challengeToken: challenge.token,
      challengeAnswer: Number(answer),
      workNonce,
    });
    switch (result.kind) {
      case "sent":
        setStatus({ kind: "sent" });
        setFields(EMPTY_CONTACT);
        void loadChallenge();
        return;
      case "refused": {
        const { error } = result;
        const slot = error.field ? slotOf(error.field) : null;
        const issue = error.field ? issueFromParams(error.field, error.params) : null;
        const message = issue ? describe(issue) : describeError(error);
        if (!slot) {
          setStatus({ kind: "failed", message });
          return;
        }
        setStatus({ kind: "idle" });
        setFieldError({ field: slot, message });
        // The server spends a challenge it judged: a fresh one is needed to try again.
        if (slot === "challengeAnswer") void loadChallenge();
        return;
      }
      case "failed":
        setStatus({ kind: "failed", message: null });
    }
  }

  return {
    fields,
    update,
    fillBrowserInfo: () => update("browserInfo", browserDetails()),
    answer,
    setAnswer: (value: string) => {
      clearMessages();
      setAnswer(value);
    },
    check,
    answered,
    correct,
    newProblem: () => {
      clearMessages();
      void loadChallenge();
    },
    fieldError,
    status,
    submit,
  };
}
