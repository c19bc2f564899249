import {
  createContext,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  acceptAll,
  type ConsentChoices,
  type ConsentDecision,
  type ConsentRecord,
  type ConsentSummary,
  declineAll,
  mayLoadAds,
  regionFromLanguage,
  saveChoices,
  shouldShowBanner,
  summaryOf,
  type UserLocation,
} from "#core/consent/consent.ts";
import { useRequired } from "#web/lib/use-required.ts";
import { readStored, writeStored } from "./storage";

/** hidden, the banner's first view, or its Customize panel. */
export type BannerView = "hidden" | "notice" | "choices";

export type ConsentState = {
  consent: ConsentRecord | null;
  /** The merged summary of the stored record; null before any choice. */
  summary: ConsentSummary | null;
  location: UserLocation | null;
  /** Whether the ad script may load under the current choice and location. */
  adsAllowed: boolean;
  view: BannerView;
  /** Bumped each time someone reopens the choices, so the banner can take focus then only. */
  openCount: number;
  /** The footer's Cookie settings: the banner with the Customize panel, current choices set. */
  openChoices(): void;
  customize(): void;
  acceptAll(): void;
  decline(): void;
  save(choices: ConsentChoices): void;
  /** Cancel leaves the Customize panel for the banner's first view. */
  cancel(): void;
  /** The X: hides the banner for this page view and stores nothing. */
  close(): void;
};

export const ConsentContext = createContext<ConsentState | null>(null);

/** Reads storage once at start; the location the rules decide is stored after the first render. */
function start() {
  const consent = readStored("consent");
  const storedLocation = readStored("userLocation");
  const decision = shouldShowBanner({
    consent,
    location: storedLocation,
    region: regionFromLanguage(globalThis.navigator?.language),
  });
  return {
    consent,
    location: decision.location ?? storedLocation,
    toStore: decision.location,
    view: (decision.show ? "notice" : "hidden") as BannerView,
  };
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(start);
  const [consent, setConsent] = useState(initial.consent);
  const [view, setView] = useState<BannerView>(initial.view);
  const [openCount, setOpenCount] = useState(0);
  // Where focus was when Cookie settings reopened the banner, to return it there after.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (initial.toStore) writeStored("userLocation", initial.toStore);
  }, [initial]);

  const hide = useCallback(() => {
    setView("hidden");
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, []);

  const decide = useCallback(
    (decision: ConsentDecision) => {
      writeStored("consent", decision.record);
      writeStored("consentSummary", decision.summary);
      setConsent(decision.record);
      hide();
    },
    [hide],
  );

  const value = useMemo<ConsentState>(
    () => ({
      consent,
      summary: consent ? summaryOf(consent) : null,
      location: initial.location,
      adsAllowed: mayLoadAds({ consent, location: initial.location }),
      view,
      openCount,
      openChoices() {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setView("choices");
        setOpenCount((n) => n + 1);
      },
      customize: () => setView("choices"),
      acceptAll: () => decide(acceptAll(new Date())),
      decline: () => decide(declineAll(new Date())),
      save: (choices) => decide(saveChoices(choices, new Date())),
      cancel: () => setView("notice"),
      close: hide,
    }),
    [consent, view, openCount, initial.location, decide, hide],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export const useConsent = (): ConsentState => useRequired(ConsentContext, "useConsent");
