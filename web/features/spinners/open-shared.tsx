import { useEffect, useState } from "react";
import { refreshAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Link, navigate, usePathname } from "#web/lib/router.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { openOnPlayScreen } from "./spinner-snapshot";
import { spinnersApi } from "./spinners-api";
import "./spinners.css";

/** How long a message shows before the play screen opens. */
const SAY_MS = 450;

/**
 * /share/{spinnerId}: the owner opens their spinner; anyone else gets a copy, in their account
 * when signed in, otherwise in this browser; then the play screen shows it. An unknown or
 * expired link says so and goes home.
 */
export function SharePage() {
  const { t } = useAreaTranslation("spinners");
  const id = decodeURIComponent(
    usePathname()
      .replace(/^\/share\/?/, "")
      .replace(/\/+$/, ""),
  );
  const [message, setMessage] = useState<{ key: string; error: boolean }>({
    key: "page.opening",
    error: false,
  });

  useEffect(() => {
    let live = true;
    const say = (key: string, error = false) => live && setMessage({ key, error });
    (async () => {
      if (!id) return say("toast.shareError", true);
      const [opened, account] = await Promise.all([spinnersApi.open(id), refreshAccount()]);
      if (!opened.ok) {
        say(opened.error.code === "NOT_FOUND" ? "toast.notFound" : "toast.shareError", true);
        setTimeout(() => live && navigate("/"), 2500);
        return;
      }
      let spinner = opened.data;
      if (spinner.owned) say("toast.openingOwn");
      else if (account.status === "signed-in") {
        const copy = await spinnersApi.copy(id);
        if (copy.ok) spinner = copy.data;
        say(copy.ok ? "toast.copiedToAccount" : "toast.copiedLocally");
      } else say("toast.copiedLocally");
      setTimeout(() => live && openOnPlayScreen(spinner), SAY_MS);
    })();
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <HelpLayout title={t("page.title")} description={t("page.description")} path={`/share/${id}`}>
      <div className="spinners-page">
        <h1>{t("page.title")}</h1>
        <p role={message.error ? "alert" : "status"}>{t(message.key as DataKey)}</p>
        <Link to="/">{t("page.backHome")}</Link>
      </div>
    </HelpLayout>
  );
}
