import { lazy, type RefObject, Suspense, useEffect, useId, useRef } from "react";
import { withStrings } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { CloseIcon } from "#web/ui/icons.tsx";
import "#web/ui/controls.css";
import "./consent-banner.css";
import { useConsent } from "#web/lib/consent-state.tsx";

// Most visitors answer with one button: the choices load when Customise is pressed.
const ConsentChoicesPanel = lazy(
  withStrings("cookies", () =>
    import("./consent-choices").then((m) => ({ default: m.ConsentChoicesPanel })),
  ),
);

const NO_CHOICES = { analytics: false, advertising: false, functional: false };

/**
 * The consent banner, fixed at the bottom of every page while it is open (loaded only then:
 * see ConsentGate). A region with a
 * heading, so it can be found and left; the X hides it for this page view without storing.
 */
export function ConsentBanner() {
  const { t } = useTranslation("consent");
  const consent = useConsent();
  const ref = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const open = consent.view !== "hidden";
  useReservedSpace(ref, open);

  // Only a reopen from Cookie settings takes focus; the first showing must not steal it.
  useEffect(() => {
    if (consent.openCount > 0) headingRef.current?.focus();
  }, [consent.openCount]);

  if (!open) return null;
  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner-inner">
        <div className="consent-banner-head">
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {t("banner.title")}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t("banner.close")}
            onClick={consent.close}
          >
            <CloseIcon />
          </button>
        </div>
        {consent.view === "notice" ? (
          <>
            <p className="consent-text">
              {t("banner.text")} <a href="/help/privacy-policy">{t("banner.privacyLink")}</a>
            </p>
            <div className="consent-actions">
              <button type="button" className="button" onClick={consent.decline}>
                {t("banner.decline")}
              </button>
              <button type="button" className="button" onClick={consent.customize}>
                {t("banner.customize")}
              </button>
              <button type="button" className="button button-primary" onClick={consent.acceptAll}>
                {t("banner.acceptAll")}
              </button>
            </div>
          </>
        ) : (
          <Suspense fallback={null}>
            <ConsentChoicesPanel
              initial={consent.consent ?? NO_CHOICES}
              onSave={consent.save}
              onCancel={consent.cancel}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/**
 * Publishes the open banner's height as --consent-banner-height, so the page can scroll its
 * last lines out from under it and the mobile ad can sit just above it.
 */
function useReservedSpace(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const root = document.documentElement.style;
    const el = ref.current;
    if (!open || !el) return;
    const publish = () => root.setProperty("--consent-banner-height", `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(publish) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty("--consent-banner-height");
    };
  }, [ref, open]);
}
