import { lazy, Suspense, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { useAccount } from "#web/lib/account.ts";
import { withStrings } from "#web/lib/area-strings.ts";
import { type ReportsRequest, setReportsHost } from "#web/lib/reports-request.ts";

const loadDialogs = withStrings("reports", () => import("#web/features/reports/dialogs.ts"));
const ReportDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ReportDialog })));
const MyReportsDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MyReportsDialog })));
const ContributeDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ContributeDialog })));
const MySuggestionsDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.MySuggestionsDialog })),
);
const ProfileDialog = lazy(
  withStrings("account", () =>
    import("#web/features/account/account-dialog.tsx").then((m) => ({ default: m.AccountDialog })),
  ),
);

/**
 * Shows what a card, a help page or the profile asked of the reports feature, in a root of
 * its own on top of whatever is open. "Go to Login" opens the login dialog over the report
 * dialog, which stays as it was; once signed in, the login closes and the dialog can be sent.
 */
function ReportsHost() {
  const [request, setRequest] = useState<ReportsRequest | null>(() => pending.at(-1) ?? null);
  const [login, setLogin] = useState(false);
  const account = useAccount();
  useEffect(() => {
    show = setRequest;
    const latest = pending.at(-1);
    pending.length = 0;
    if (latest) setRequest(latest);
  }, []);
  useEffect(() => {
    if (login && account.status === "signed-in") setLogin(false);
  }, [login, account.status]);
  if (!request) return null;
  const close = () => setRequest(null);
  const askLogin = () => setLogin(true);
  return (
    <Suspense fallback={null}>
      {request.view === "report" && (
        <ReportDialog target={request.target} onClose={close} onLogin={askLogin} />
      )}
      {request.view === "mine" && <MyReportsDialog onClose={close} />}
      {request.view === "contribute" && <ContributeDialog onClose={close} onLogin={askLogin} />}
      {request.view === "suggestions" && <MySuggestionsDialog onClose={close} />}
      {login && <ProfileDialog onClose={() => setLogin(false)} />}
    </Suspense>
  );
}

let show: ((request: ReportsRequest) => void) | null = null;
const pending: ReportsRequest[] = [];

// The first request mounts the host; once mounted it takes every request itself.
setReportsHost((request) => {
  if (show) {
    show(request);
    return;
  }
  pending.push(request);
  if (pending.length > 1) return;
  const node = document.createElement("div");
  document.body.append(node);
  createRoot(node).render(<ReportsHost />);
});
