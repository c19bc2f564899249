import { useEffect } from "react";
import { useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { navigate, useSearchParams } from "#web/lib/router.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { AccountPanel } from "./account-panel";
import { authMessage } from "./auth-messages";

/**
 * /account: where a verification link and a provider's redirect bring a person back. It
 * says what happened (verified, signed in, or the provider's error) above the same panel the
 * Profile button opens. With ?next=/a/path, signing in here goes on there.
 */
export function AccountPage() {
  const { t } = useAreaTranslation("account");
  const account = useAccount({ fresh: true });
  const params = useSearchParams();
  // Where to go once signed in (the back office's sign-in sends people here): a path of ours.
  const next = params.get("next");
  const onward = next && /^\/(?!\/)/.test(next) ? next : null;
  useEffect(() => {
    if (onward && account.status === "signed-in") navigate(onward);
  }, [onward, account.status]);
  const status = params.get("status");
  const error = params.get("error");
  const notice = error
    ? {
        tone: "error" as const,
        ...authMessage({ code: error }, params.get("provider") ?? undefined),
      }
    : status === "verified"
      ? { tone: "info" as const, key: "verified" }
      : undefined;
  const title = t("login.title");
  return (
    <HelpLayout title={title} description={t("signup.why")} path="/account">
      <div className="account-page">
        <h1>{status === "signed-in" ? t("profile.title") : title}</h1>
        <AccountPanel onClose={() => navigate("/")} notice={notice} />
      </div>
    </HelpLayout>
  );
}
