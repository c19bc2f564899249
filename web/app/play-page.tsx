import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DesktopAd } from "../features/ads/desktop-ad";
import { MobileAdBanner } from "../features/ads/mobile-ad-banner";
import { GameTypeProvider } from "../features/games/game-type";
import { ImagePreloader } from "../features/preloader/image-preloader";
import { ResultsProvider } from "../features/results/results-state";
import { SettingsProvider } from "../features/settings/settings";
import { AppShell } from "../features/shell/app-shell";
import { SidebarContent } from "../features/sidebar/sidebar";
import { SidebarProvider, useSidebar } from "../features/sidebar/sidebar-state";
import { SpinnerName } from "../features/spinner/spinner-name";
import { SpinnerStage } from "../features/spinner/spinner-stage";
import { UpdateNotice } from "../features/version/update-notice";

// Below the fold: loaded after the spinner.
const InfoSection = lazy(() =>
  import("../features/info/info-section").then((m) => ({ default: m.InfoSection })),
);

/** The main screen: providers, then the shell with the sidebar, spinner and info section. */
export function PlayPage() {
  return (
    <SettingsProvider>
      <SidebarProvider>
        <ResultsProvider>
          <GameTypeProvider>
            <PlayScreen />
          </GameTypeProvider>
        </ResultsProvider>
      </SidebarProvider>
    </SettingsProvider>
  );
}

function PlayScreen() {
  const { t } = useTranslation();
  const { locked } = useSidebar();
  const [loading, setLoading] = useState(true);
  return (
    <AppShell sidebar={(collapsed) => <SidebarContent collapsed={collapsed} />}>
      {loading && <ImagePreloader onComplete={() => setLoading(false)} />}
      <section className="spinner-area" aria-label={t("spinner.areaLabel")}>
        <h1 className="visually-hidden">{t("app.tagline")}</h1>
        <SpinnerName disabled={locked} />
        <SpinnerStage />
        <UpdateNotice />
      </section>
      <Suspense fallback={null}>
        <InfoSection />
      </Suspense>
      <DesktopAd />
      <MobileAdBanner />
    </AppShell>
  );
}
