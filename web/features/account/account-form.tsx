import { type FormEvent, useEffect, useRef, useState } from "react";
import type { SignInProviderInfo } from "#core/contracts/account.ts";
import { callApi, refreshAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { authMessage } from "./auth-messages";

export type Mode = "login" | "signup" | "forgot";
type Notice = { tone: "info" | "error"; key: string; params?: Record<string, string> };

/** Where the mails' links and the providers' redirects bring a person back to. */
const VERIFIED_URL = "/account?status=verified";
const RESET_URL = "/reset-password";

/**
 * The login modal's body: log in, sign up and forgot password, the configured providers'
 * buttons, and the message of the last attempt (switching mode clears it).
 */
export function AccountForm({
  initialMode = "login",
  initialNotice,
}: {
  initialMode?: Mode;
  initialNotice?: Notice;
}) {
  const { t, i18n } = useAreaTranslation("account");
  const [mode, setModeState] = useState<Mode>(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<Notice | undefined>(initialNotice);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const providers = useProviders();
  const emailRef = useRef<HTMLInputElement>(null);

  const setMode = (next: Mode) => {
    setModeState(next);
    setNotice(undefined);
    setUnverified(null);
    emailRef.current?.focus();
  };
  const fail = (error: { code: string }, provider?: string) => {
    const { key, params } = authMessage(error, provider);
    setNotice({ tone: "error", key, params });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setNotice({ tone: "error", key: "required.email" });
    if (mode !== "forgot" && !password)
      return setNotice({ tone: "error", key: "required.password" });
    setBusy(true);
    setNotice(undefined);
    setUnverified(null);
    try {
      if (mode === "login") {
        const res = await callApi("/api/auth/sign-in/email", { email: address, password });
        if (res.ok) {
          await refreshAccount();
          return;
        }
        if (res.error.code === "EMAIL_NOT_VERIFIED") {
          setUnverified(address);
          return setNotice({ tone: "error", key: "verifyFirst", params: { email: address } });
        }
        return fail(res.error);
      }
      if (mode === "signup") {
        const res = await callApi("/api/auth/sign-up/email", {
          email: address,
          password,
          name: "",
          language: i18n.language,
          callbackURL: VERIFIED_URL,
        });
        if (!res.ok) return fail(res.error);
        setModeState("login");
        setPassword("");
        return setNotice({ tone: "info", key: "sent.verification", params: { email: address } });
      }
      const res = await callApi("/api/auth/request-password-reset", {
        email: address,
        redirectTo: RESET_URL,
      });
      if (!res.ok) return fail(res.error);
      setNotice({ tone: "info", key: "sent.reset", params: { email: address } });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!unverified) return;
    const res = await callApi("/api/auth/send-verification-email", {
      email: unverified,
      callbackURL: VERIFIED_URL,
    });
    if (res.ok) setNotice({ tone: "info", key: "resent" });
    else fail(res.error);
  }

  async function withProvider(provider: SignInProviderInfo) {
    setNotice({ tone: "info", key: "errors.redirectPending" });
    const res = await callApi<{ url?: string }>("/api/auth/sign-in/social", {
      provider: provider.id,
      callbackURL: "/account?status=signed-in",
      errorCallbackURL: `/account?provider=${provider.id}`,
      newUserCallbackURL: "/account?status=signed-in",
    });
    if (res.ok && res.data.url) window.location.assign(res.data.url);
    else if (!res.ok) fail(res.error, provider.id);
  }

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const heading = t(`${mode}.title`);
  return (
    <div className="account-form">
      <h3 className="account-heading">{heading}</h3>
      {mode === "signup" && <p className="account-note">{t("signup.why")}</p>}
      {mode === "forgot" && <p className="account-note">{t("forgot.intro")}</p>}
      <form onSubmit={submit} noValidate aria-label={heading}>
        <label htmlFor="account-email">{t("email")}</label>
        <input
          ref={emailRef}
          id="account-email"
          type="email"
          autoComplete={mode === "signup" ? "email" : "username"}
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {mode !== "forgot" && (
          <>
            <label htmlFor="account-password">{t("password")}</label>
            <input
              id="account-password"
              type="password"
              autoComplete={mode === "signup" ? "new-password" : "current-password"}
              required
              minLength={mode === "signup" ? 8 : undefined}
              maxLength={128}
              aria-describedby={mode === "signup" ? "account-password-hint" : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {mode === "signup" && (
              <p id="account-password-hint" className="account-hint">
                {t("signup.passwordHint")}
              </p>
            )}
          </>
        )}
        {notice && (
          <p
            className={`account-notice account-notice-${notice.tone}`}
            role={notice.tone === "error" ? "alert" : "status"}
          >
            {t(notice.key as DataKey, notice.params)}
          </p>
        )}
        {unverified && (
          <button type="button" className="button" onClick={() => void resend()}>
            {t("resend")}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t(`${mode}.submit`)}
        </button>
      </form>
      {mode !== "forgot" && providers.length > 0 && (
        <div className="account-providers">
          <p className="account-or">{t("or")}</p>
          {providers.map((p) => (
            <button
              key={p.id}
              type="button"
              className={`button account-provider account-provider-${p.id}`}
              onClick={() => void withProvider(p)}
            >
              {t("continueWith", { provider: p.name })}
            </button>
          ))}
        </div>
      )}
      <div className="account-switch">
        {mode === "login" && (
          <>
            <button type="button" className="link-button" onClick={() => setMode("forgot")}>
              {t("login.toForgot")}
            </button>
            <button type="button" className="link-button" onClick={() => setMode("signup")}>
              {t("login.toSignup")}
            </button>
          </>
        )}
        {mode === "signup" && (
          <button type="button" className="link-button" onClick={() => setMode("login")}>
            {t("signup.toLogin")}
          </button>
        )}
        {mode === "forgot" && (
          <button type="button" className="link-button" onClick={() => setMode("login")}>
            {t("forgot.toLogin")}
          </button>
        )}
      </div>
    </div>
  );
}

/** The sign-in providers this server offers (none when it fails: the form still works). */
function useProviders(): SignInProviderInfo[] {
  const [providers, setProviders] = useState<SignInProviderInfo[]>([]);
  useEffect(() => {
    let live = true;
    void callApi<{ providers: SignInProviderInfo[] }>("/api/account/providers").then((res) => {
      if (live && res.ok) setProviders(res.data.providers);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
