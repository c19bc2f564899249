import { useState } from "react";
import { refreshAccount, useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Link, navigate, useSearchParams } from "#web/lib/router.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { adminApi } from "./admin-api";
import "./admin.css";

/**
 * /appadmin/login: staff log in with their Twirl account (any method it offers), then open
 * the back office. An address not on this environment's list is signed out, in the spec's
 * words; a session that ended says why.
 */
export function AdminLogin() {
  const { t } = useAreaTranslation("admin");
  const account = useAccount({ fresh: true });
  const ended = useSearchParams().get("session");
  const [problem, setProblem] = useState<string | null>(
    ended && ["none", "invalid", "expired", "ip"].includes(ended)
      ? t(`session.${ended as "none"}`)
      : null,
  );
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    const answer = await adminApi.openSession();
    setOpening(false);
    if (answer.ok) {
      navigate("/appadmin/dashboard");
      return;
    }
    const { code, params } = answer.error;
    if (code === "ADMIN_DENIED") {
      await refreshAccount(); // the server signed this address out
      setProblem(t("login.denied", { environment: String(params?.environment ?? "") }));
    } else if (code === "RATE_LIMITED") {
      const seconds = Number(params?.retryAfterSeconds ?? 60);
      setProblem(t("login.tooMany", { count: Math.max(1, Math.ceil(seconds / 60)) }));
    } else setProblem(t("login.failed"));
  };

  return (
    <HelpLayout title={t("meta.loginTitle")} description={t("login.intro")} path="/appadmin/login">
      <div className="admin-login">
        <h1>{t("login.title")}</h1>
        <p>{t("login.intro")}</p>
        {problem && (
          <p role="alert" className="admin-banner">
            {problem}
          </p>
        )}
        {account.status === "signed-in" ? (
          <>
            <p>{t("login.signedInAs", { email: account.account.user.email })}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void open()}
              disabled={opening}
            >
              {t(opening ? "login.opening" : "login.open")}
            </button>
          </>
        ) : account.status === "signed-out" ? (
          <Link className="button button-primary" to="/account?next=/appadmin/login">
            {t("login.logIn")}
          </Link>
        ) : (
          <p>{t("header.checking")}</p>
        )}
      </div>
    </HelpLayout>
  );
}
