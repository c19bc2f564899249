import { type FormEvent, useEffect, useState } from "react";
import type { Account } from "#core/contracts/account.ts";
import { callApi, forgetAccount, signOut } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { openReports } from "#web/lib/reports-request.ts";

/**
 * The Profile modal's body: who is signed in, their staff role if any, Download my data,
 * Log out, and Delete my account (confirmed by typing the email).
 */
export function ProfileView({ account, onClose }: { account: Account; onClose(): void }) {
  const { t } = useAreaTranslation("account");
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { user, role } = account;
  const shown = user.name || user.email;

  if (deleted) return <Deleted onClose={onClose} />;
  if (deleting) {
    return (
      <DeleteAccount
        email={user.email}
        onCancel={() => setDeleting(false)}
        onDeleted={() => setDeleted(true)}
      />
    );
  }
  return (
    <div className="account-profile">
      <p className="account-note">{t("profile.signedInAs")}</p>
      <p className="account-who">{shown}</p>
      {user.name && <p className="account-note">{user.email}</p>}
      {user.email.endsWith("@privaterelay.appleid.com") && (
        <p className="account-note">{t("profile.relayNote")}</p>
      )}
      {role !== "none" && (
        <p className="account-note">{t("profile.role", { role: t(`profile.roles.${role}`) })}</p>
      )}
      <div className="account-actions">
        <button type="button" className="button" onClick={() => openReports({ view: "mine" })}>
          {t("profile.myReports")}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => openReports({ view: "suggestions" })}
        >
          {t("profile.mySuggestions")}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => openReports({ view: "contribute" })}
        >
          {t("profile.contribute")}
        </button>
        <a className="button" href="/api/account/export" download>
          {t("profile.download")}
        </a>
        <p className="account-hint">{t("profile.downloadHint")}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void signOut().then(onClose)}
        >
          {t("profile.logout")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("profile.close")}
        </button>
        <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
          {t("profile.delete")}
        </button>
      </div>
    </div>
  );
}

/** Says the account is gone; the web app forgets it when this closes. */
function Deleted({ onClose }: { onClose(): void }) {
  const { t } = useAreaTranslation("account");
  useEffect(() => forgetAccount, []);
  return (
    <div className="account-profile">
      <p role="status">{t("delete.done")}</p>
      <button type="button" className="button button-primary" onClick={onClose}>
        {t("profile.close")}
      </button>
    </div>
  );
}

function DeleteAccount({
  email,
  onCancel,
  onDeleted,
}: {
  email: string;
  onCancel(): void;
  onDeleted(): void;
}) {
  const { t } = useAreaTranslation("account");
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(t("delete.mismatch"));
      return;
    }
    setBusy(true);
    const res = await callApi("/api/account/delete", { email: typed });
    setBusy(false);
    if (res.ok) onDeleted();
    else {
      setError(t(res.error.code === "CONFIRMATION_MISMATCH" ? "delete.mismatch" : "failed"));
    }
  }

  return (
    <form className="account-delete" onSubmit={submit} noValidate>
      <h3 className="account-heading">{t("delete.title")}</h3>
      <p>{t("delete.body")}</p>
      <label htmlFor="account-delete-email">{t("delete.confirmLabel", { email })}</label>
      <input
        id="account-delete-email"
        type="email"
        autoComplete="off"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "account-delete-error" : undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id="account-delete-error" className="account-notice account-notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button button-danger" disabled={busy}>
          {t("delete.submit")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("delete.cancel")}
        </button>
      </div>
    </form>
  );
}
