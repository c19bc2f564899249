import { type FormEvent, useState } from "react";
import { callApi } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Link, useSearchParams } from "#web/lib/router.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { authMessage } from "./auth-messages";
import "./account.css";

/** /reset-password?token=…: where the reset mail's link lands; sets the new password. */
export function ResetPasswordPage() {
  const { t } = useAreaTranslation("account");
  const params = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ key: string; params?: Record<string, string> } | null>(
    linkError
      ? authMessage({ code: linkError === "INVALID_TOKEN" ? "INVALID_TOKEN" : linkError })
      : null,
  );
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMessage({ key: "required.password" });
    setBusy(true);
    const res = await callApi("/api/auth/reset-password", { newPassword: password, token });
    setBusy(false);
    if (res.ok) setDone(true);
    else setMessage(authMessage(res.error));
  }

  return (
    <HelpLayout
      title={t("reset.title")}
      description={t("reset.description")}
      path="/reset-password"
    >
      <div className="account-page">
        <h1>{t("reset.title")}</h1>
        {done ? (
          <>
            <p role="status">{t("reset.done")}</p>
            <Link to="/account" className="button button-primary">
              {t("reset.openLogin")}
            </Link>
          </>
        ) : !token ? (
          <>
            <p role="alert">{t(message ? (message.key as DataKey) : "reset.missingToken")}</p>
            <Link to="/">{t("reset.backToApp")}</Link>
          </>
        ) : (
          <form className="account-form" onSubmit={submit} noValidate>
            <p>{t("reset.intro")}</p>
            <label htmlFor="reset-password">{t("reset.label")}</label>
            <input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              maxLength={128}
              aria-describedby="reset-password-hint"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setMessage(null);
              }}
            />
            <p id="reset-password-hint" className="account-hint">
              {t("signup.passwordHint")}
            </p>
            {message && (
              <p className="account-notice account-notice-error" role="alert">
                {t(message.key as DataKey, message.params)}
              </p>
            )}
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("reset.submit")}
            </button>
          </form>
        )}
      </div>
    </HelpLayout>
  );
}
