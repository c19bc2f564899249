import { useCallback, useEffect, useRef, useState } from "react";
import { readStored } from "#web/lib/storage.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { CloseIcon } from "#web/ui/icons.tsx";
import { AdBlockNotice } from "./ad-block-notice";
import { AD_FILL_TIMEOUT_MS, type AdSize, adDimensions } from "./ad-layout";
import { AdScriptLoader, useAdScriptStatus } from "./ad-script-loader";
import "./ads.css";
import type { AdsConfig } from "#web/lib/client-config.ts";

type Props = { ads: AdsConfig; size: AdSize; className: string; onClose(): void };

/**
 * One ad place: the provider's slot with a Close button, or, once the script failed or the
 * slot stayed empty, the ad-blocker notice (until that is dismissed for good).
 */
export function AdSlot({ ads, size, className, onClose }: Props) {
  const { t } = useTranslation("cookies");
  const script = useAdScriptStatus();
  const [empty, setEmpty] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(() =>
    readStored("adBlockerNoticeDismissed"),
  );
  // Stable, so the unit's effect (its queue push and timer) runs once per slot.
  const markEmpty = useCallback(() => setEmpty(true), []);
  const blocked = script === "failed" || empty;
  if (blocked && noticeDismissed) return null;

  return (
    <section className={`ad-slot ${className}`} data-size={size} aria-label={t("ads.label")}>
      <AdScriptLoader ads={ads} />
      {blocked ? (
        <AdBlockNotice onDismiss={() => setNoticeDismissed(true)} />
      ) : (
        <>
          <AdUnit key={size} clientId={ads.clientId} size={size} onEmpty={markEmpty} />
          <button
            type="button"
            className="icon-button ad-close"
            aria-label={t("ads.close")}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </>
      )}
    </section>
  );
}

type AdQueue = { push(request: object): unknown };

/**
 * The AdSense-style protocol: an <ins> the provider finds, a request pushed on its queue
 * (an array until the script replaces it), and data-ad-status="filled" once it shows an ad.
 */
function AdUnit(props: { clientId: string; size: AdSize; onEmpty(): void }) {
  const ref = useRef<HTMLModElement>(null);
  const { onEmpty } = props;
  const { width, height } = adDimensions(props.size);

  useEffect(() => {
    const w = window as unknown as { adsbygoogle?: AdQueue };
    w.adsbygoogle = w.adsbygoogle || [];
    w.adsbygoogle.push({});
    const timer = setTimeout(() => {
      if (ref.current?.getAttribute("data-ad-status") !== "filled") onEmpty();
    }, AD_FILL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onEmpty]);

  return (
    <ins
      ref={ref}
      className="twirl-ad"
      data-ad-client={props.clientId}
      data-ad-size={props.size}
      style={{ display: "block", width, height }}
    />
  );
}
