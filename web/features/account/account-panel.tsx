import { useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { AccountForm, type Mode } from "./account-form";
import { ProfileView } from "./profile-view";
import "./account.css";

type Notice = Parameters<typeof AccountForm>[0]["initialNotice"];

/** The login form for a visitor, the profile for a signed-in person. */
export function AccountPanel(props: { onClose(): void; mode?: Mode; notice?: Notice }) {
  const { t } = useAreaTranslation("account");
  const state = useAccount();
  if (state.status === "unknown" || state.status === "loading") {
    return <p role="status">{t("loading")}</p>;
  }
  if (state.status === "signed-in") {
    return <ProfileView account={state.account} onClose={props.onClose} />;
  }
  return <AccountForm initialMode={props.mode} initialNotice={props.notice} />;
}
