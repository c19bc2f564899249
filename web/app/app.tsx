import { lazy, Suspense } from "react";
import { cleanPath } from "#core/app/app-routes.ts";
import { ConsentProvider, useConsent } from "../lib/consent-state";
import { usePathname } from "../lib/router";
import { ThemeProvider } from "../lib/theme";
import { PlayPage } from "./play-page";

// Every page but the play screen: its route table loads only off the play screen.
const OtherPage = lazy(() => import("./other-pages").then((m) => ({ default: m.OtherPage })));

const ConsentBanner = lazy(() =>
  import("../features/consent/consent-banner").then((m) => ({ default: m.ConsentBanner })),
);

/** The banner's code loads only while it is to be shown: not for a visitor who has decided. */
function ConsentGate() {
  const { view } = useConsent();
  return view === "hidden" ? null : (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

export function App() {
  const path = cleanPath(usePathname());
  return (
    <ThemeProvider>
      <ConsentProvider>
        <Suspense fallback={null}>
          {path === "/" ? <PlayPage /> : <OtherPage path={path} />}
        </Suspense>
        <ConsentGate />
      </ConsentProvider>
    </ThemeProvider>
  );
}
