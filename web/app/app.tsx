import { lazy, Suspense } from "react";
import { cleanPath } from "#core/app/clean-path.ts";
import { ConsentProvider, useConsent } from "#web/lib/consent-state.tsx";
import { NavigationSettled, usePathname } from "#web/lib/router.tsx";
import { ThemeProvider } from "#web/lib/theme.tsx";
import { PlayPage } from "./play-page";

// Every page but the play screen: its route table loads only off the play screen.
const OtherPage = lazy(() => import("./other-pages"));

const ConsentBanner = lazy(() =>
  import("#web/features/consent/consent-banner.tsx").then((m) => ({ default: m.ConsentBanner })),
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
          <NavigationSettled />
        </Suspense>
        <ConsentGate />
      </ConsentProvider>
    </ThemeProvider>
  );
}
