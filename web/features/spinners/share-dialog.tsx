import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Spinner } from "#core/contracts/spinners.ts";
import { TEXT_LIMITS } from "#core/validation/text-validator.ts";
import { useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { readStored } from "#web/lib/storage.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { Modal } from "#web/ui/modal.tsx";
import { currentSpinner } from "./spinner-snapshot";
import { copyText, shareLink, spinnersApi } from "./spinners-api";
import "./spinners.css";

type Notice = { tone: "info" | "error"; key: string };

/**
 * The Share modal: name the spinner, save and share it, copy the link or send it on. Sharing
 * needs an account or the choice to share without one; `resume` shares at once (the person
 * has just logged in to share).
 */
export function ShareDialog({
  onClose,
  onLogin,
  resume = false,
}: {
  onClose(): void;
  onLogin(): void;
  resume?: boolean;
}) {
  const { t, i18n } = useAreaTranslation("spinners");
  const account = useAccount({ fresh: true });
  const signedIn = account.status === "signed-in";
  const [name, setName] = useState(() => readStored("spinnerName"));
  const [shared, setShared] = useState<Spinner | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const resumed = useRef(false);

  async function share(withoutAccount: boolean) {
    if (!signedIn && !withoutAccount) {
      setAsking(true);
      return;
    }
    setAsking(false);
    setBusy(true);
    const res = await spinnersApi.create(
      currentSpinner(name.trim() || t("share.namePlaceholder")),
      true,
    );
    setBusy(false);
    if (res.ok) {
      setShared(res.data);
      setName(res.data.name);
      setNotice({ tone: "info", key: "toast.saved" });
    } else {
      setNotice({ tone: "error", key: "toast.shareError" });
    }
  }

  useEffect(() => {
    if (resume && signedIn && !resumed.current) {
      resumed.current = true;
      void share(false);
    }
  });

  async function rename() {
    if (!shared?.owned || name.trim() === shared.name) return;
    const res = await spinnersApi.rename(shared.id, name);
    if (res.ok) {
      setShared(res.data);
      setName(res.data.name);
      setNotice({ tone: "info", key: "share.renamed" });
    } else setNotice({ tone: "error", key: "toast.shareError" });
  }

  const link = shared ? shareLink(shared.id) : "";
  const copy = async (toast: string) => {
    const ok = await copyText(link);
    setNotice(ok ? { tone: "info", key: toast } : { tone: "error", key: "toast.shareError" });
    return ok;
  };
  const message = t("share.message", { name: shared?.name ?? "" });
  const openApp = async (url: string, toast: string) => {
    if (await copy(toast)) window.open(url, "_blank", "noopener");
  };
  const date = shared
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
        new Date(shared.expiresAt),
      )
    : "";

  return (
    <Modal open title={t("share.title")} onClose={onClose} width={440}>
      <form
        className="spinners-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (shared) void rename();
          else void share(false);
        }}
      >
        <label htmlFor="share-name">{t("share.nameLabel")}</label>
        <input
          id="share-name"
          value={name}
          maxLength={TEXT_LIMITS.spinnerName}
          placeholder={t("share.namePlaceholder")}
          aria-describedby="share-name-count"
          readOnly={Boolean(shared && !shared.owned)}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => void rename()}
        />
        <p id="share-name-count" className="spinners-hint">
          {t("share.counter", { count: name.length })}
        </p>
        {!shared && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("share.working") : t("share.submit")}
          </button>
        )}
      </form>

      {asking && (
        <section className="spinners-login" aria-labelledby="share-login-title">
          <h3 id="share-login-title">{t("share.loginTitle")}</h3>
          <p>{t("share.loginBody")}</p>
          <div className="spinners-actions">
            <button type="button" className="button button-primary" onClick={onLogin}>
              {t("share.login")}
            </button>
            <button type="button" className="button" onClick={() => void share(true)}>
              {t("share.withoutAccount")}
            </button>
          </div>
        </section>
      )}

      {shared && (
        <section className="spinners-link">
          <label htmlFor="share-link">{t("share.linkLabel")}</label>
          <div className="spinners-link-row">
            <input id="share-link" value={link} readOnly onFocus={(e) => e.target.select()} />
            <button type="button" className="button" onClick={() => void copy("toast.copied")}>
              {t("share.copy")}
            </button>
          </div>
          <p className="spinners-hint">
            {shared.owned ? t("share.expires", { date }) : t("share.visitorExpires")}
          </p>
          <p className="spinners-via">{t("share.via")}</p>
          <div className="spinners-actions">
            <a
              className="button"
              href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.whatsapp")}
            </a>
            <a
              className="button"
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void copy("toast.facebook")}
            >
              {t("share.facebook")}
            </a>
            <a
              className="button"
              href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.x")}
            </a>
            <a
              className="button"
              href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.telegram")}
            </a>
            <button
              type="button"
              className="button"
              onClick={() => void openApp("https://www.instagram.com/", "toast.instagram")}
            >
              {t("share.instagram")}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void openApp("https://www.tiktok.com/", "toast.tiktok")}
            >
              {t("share.tiktok")}
            </button>
          </div>
        </section>
      )}

      {notice && (
        <p
          className={`spinners-notice spinners-notice-${notice.tone}`}
          role={notice.tone === "error" ? "alert" : "status"}
        >
          {t(notice.key as DataKey)}
        </p>
      )}
    </Modal>
  );
}
