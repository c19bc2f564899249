import { useId } from "react";
import { writeStored } from "#web/lib/storage.ts";
import { useTranslation } from "#web/lib/translator.ts";

/**
 * Shown in an ad's place when the ad was blocked or stayed empty. Firefox's own tracking
 * protection blocks ads without any add-on, so its users get the way to turn that off.
 */
export function AdBlockNotice({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation("cookies");
  const titleId = useId();
  const firefox = navigator.userAgent.includes("Firefox");
  return (
    <div className="ad-block-notice" role="note" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(firefox ? "adBlock.firefoxTitle" : "adBlock.title")}</h2>
      <p>{t(firefox ? "adBlock.firefoxText" : "adBlock.text")}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeStored("adBlockerNoticeDismissed", true);
          onDismiss();
        }}
      >
        {t("adBlock.dismiss")}
      </button>
    </div>
  );
}
