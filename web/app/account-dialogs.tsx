import { lazy, useEffect, useState } from "react";
import type { AccountFeature } from "#web/features/header/header-controls.tsx";
import { useAccount } from "#web/lib/account.ts";
import { withStrings } from "#web/lib/area-strings.ts";

// Cards, help pages and the profile ask for the report dialogs through web/lib/reports-request;
// the host that shows them loads with this chunk, not with the page.
void import("./reports-host");

const ProfileDialog = lazy(
  withStrings("account", () =>
    import("#web/features/account/account-dialog.tsx").then((m) => ({ default: m.AccountDialog })),
  ),
);
const loadSpinnerDialogs = withStrings(
  "spinners",
  () => import("#web/features/spinners/dialogs.ts"),
);
const ShareDialog = lazy(() => loadSpinnerDialogs().then((m) => ({ default: m.ShareDialog })));
const SavedDialog = lazy(() => loadSpinnerDialogs().then((m) => ({ default: m.SavedDialog })));

/**
 * The header's account buttons: Profile opens the account feature's login or profile
 * dialog, Share and Saved the spinners feature's. When Share or Saved asks a visitor to log
 * in, the login dialog shows, and once signed in the asking dialog comes back (a share
 * that was waiting goes ahead).
 */
export function AccountDialogs({ feature, onClose }: { feature: AccountFeature; onClose(): void }) {
  const [login, setLogin] = useState(false);
  const [resume, setResume] = useState(false);
  const account = useAccount();
  useEffect(() => {
    if (login && account.status === "signed-in") {
      setLogin(false);
      setResume(true);
    }
  }, [login, account.status]);
  const askLogin = () => setLogin(true);
  if (feature === "profile" || login) {
    return <ProfileDialog onClose={login ? () => setLogin(false) : onClose} />;
  }
  return feature === "share" ? (
    <ShareDialog onClose={onClose} onLogin={askLogin} resume={resume} />
  ) : (
    <SavedDialog onClose={onClose} onLogin={askLogin} />
  );
}
