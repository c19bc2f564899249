import { useCallback, useEffect, useState } from "react";
import { useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { readStored } from "#web/lib/storage.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { Modal } from "#web/ui/modal.tsx";
import { currentSpinner, openOnPlayScreen } from "./spinner-snapshot";
import { copyText, type SavedSpinner, shareLink, spinnersApi } from "./spinners-api";
import "./spinners.css";

type Notice = { tone: "info" | "error"; key: string; params?: Record<string, string | number> };

/**
 * The Saved Spinners modal: the signed-in person's spinners (name; open, share, delete;
 * expires on), saving the one on screen, and at most `limit`. A visitor is asked to log in.
 */
export function SavedDialog({ onClose, onLogin }: { onClose(): void; onLogin(): void }) {
  const { t, i18n } = useAreaTranslation("spinners");
  const account = useAccount({ fresh: true });
  const [list, setList] = useState<{ spinners: SavedSpinner[]; limit: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signedIn = account.status === "signed-in";

  const load = useCallback(async () => {
    const res = await spinnersApi.list();
    if (res.ok) setList(res.data);
    else setNotice({ tone: "error", key: "toast.savedLoadError" });
  }, []);
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

  async function saveCurrent() {
    const res = await spinnersApi.create(
      currentSpinner(readStored("spinnerName") || t("share.namePlaceholder")),
      false,
    );
    if (res.ok) {
      setNotice({ tone: "info", key: "toast.saved" });
      await load();
    } else if (res.error.code === "SPINNER_LIMIT") {
      setNotice({ tone: "error", key: "saved.atLimit", params: { max: list?.limit ?? 30 } });
    } else setNotice({ tone: "error", key: "toast.shareError" });
  }

  async function open(id: string) {
    const res = await spinnersApi.open(id);
    if (res.ok) openOnPlayScreen(res.data);
    else setNotice({ tone: "error", key: "toast.loadError" });
  }

  async function share(id: string) {
    const res = await spinnersApi.share(id);
    const copied = res.ok && (await copyText(shareLink(id)));
    setNotice(
      copied ? { tone: "info", key: "toast.copied" } : { tone: "error", key: "toast.shareError" },
    );
    if (res.ok) await load();
  }

  async function remove(spinner: SavedSpinner) {
    if (!window.confirm(t("saved.confirmDelete", { name: spinner.name }))) return;
    const res = await spinnersApi.remove(spinner.id);
    setNotice(
      res.ok
        ? { tone: "info", key: "toast.deleteSuccess" }
        : { tone: "error", key: "toast.deleteError" },
    );
    await load();
  }

  const full = list !== null && list.spinners.length >= list.limit;
  return (
    <Modal open title={t("saved.title")} onClose={onClose} width={600}>
      {account.status === "signed-out" && (
        <div className="spinners-login">
          <p>{t("saved.loginRequired")}</p>
          <button type="button" className="button button-primary" onClick={onLogin}>
            {t("saved.login")}
          </button>
        </div>
      )}
      {signedIn && list && (
        <>
          <div className="spinners-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={full}
              onClick={() => void saveCurrent()}
            >
              {t("saved.saveCurrent")}
            </button>
            <p className="spinners-hint">
              {t("saved.count", { count: list.spinners.length, max: list.limit })}
            </p>
          </div>
          {full && <p className="spinners-hint">{t("saved.atLimit", { max: list.limit })}</p>}
          {list.spinners.length === 0 ? (
            <p className="spinners-empty">{t("saved.empty")}</p>
          ) : (
            <table className="spinners-table">
              <thead>
                <tr>
                  <th scope="col">{t("saved.name")}</th>
                  <th scope="col">{t("saved.actions")}</th>
                  <th scope="col">{t("saved.expiresOn")}</th>
                </tr>
              </thead>
              <tbody>
                {list.spinners.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{s.name}</th>
                    <td className="spinners-row-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t("saved.open", { name: s.name })}
                        onClick={() => void open(s.id)}
                      >
                        {t("saved.openShort")}
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={t("saved.shareOne", { name: s.name })}
                        onClick={() => void share(s.id)}
                      >
                        {t("saved.shareShort")}
                      </button>
                      <button
                        type="button"
                        className="button button-danger"
                        aria-label={t("saved.delete", { name: s.name })}
                        onClick={() => void remove(s)}
                      >
                        {t("saved.deleteShort")}
                      </button>
                    </td>
                    <td>{date(s.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {notice && (
        <p
          className={`spinners-notice spinners-notice-${notice.tone}`}
          role={notice.tone === "error" ? "alert" : "status"}
        >
          {t(notice.key as DataKey, notice.params)}
        </p>
      )}
    </Modal>
  );
}
