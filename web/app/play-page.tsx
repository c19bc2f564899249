import { lazy, Suspense, useState } from "react";
import { useAdProvider } from "../features/ads/use-ads";
import { GameTypeProvider } from "../features/games/game-type";
import { HeaderControls } from "../features/header/header-controls";
import { ImagePreloader } from "../features/preloader/image-preloader";
import { AppShell } from "../features/shell/app-shell";
import { SidebarContent } from "../features/sidebar/sidebar";
import { SidebarProvider, useSidebar } from "../features/sidebar/sidebar-state";
import { SpinnerName } from "../features/spinner/spinner-name";
import { SpinnerStage } from "../features/spinner/spinner-stage";
import { UpdateNotice } from "../features/version/update-notice";
import { withStrings } from "../lib/area-strings";
import { SettingsProvider } from "../lib/settings";
import { useTranslation } from "../lib/translator";
import { WhenVisible } from "../ui/when-visible";
import { usePlayLoop } from "./play-loop";
import { SIDEBAR_PARTS } from "./sidebar-parts";

const PageAds = lazy(
  withStrings("cookies", () =>
    import("../features/ads/page-ads").then((m) => ({ default: m.PageAds })),
  ),
);

// Below the fold: loaded when the visitor scrolls towards it.
const InfoSection = lazy(() =>
  import("../features/info/info-section").then((m) => ({ default: m.InfoSection })),
);

/** The main screen: providers, then the shell with the sidebar, spinner and info section. */
export function PlayPage() {
  return (
    <SettingsProvider>
      <SidebarProvider>
        <GameTypeProvider>
          <PlayScreen />
        </GameTypeProvider>
      </SidebarProvider>
    </SettingsProvider>
  );
}

function PlayScreen() {
  const { t } = useTranslation();
  const { locked } = useSidebar();
  const loop = usePlayLoop();
  const [loading, setLoading] = useState(true);
  return (
    <AppShell
      controls={<HeaderControls />}
      sidebar={(collapsed) => <SidebarContent collapsed={collapsed} parts={SIDEBAR_PARTS} />}
    >
      {loading && <ImagePreloader onComplete={() => setLoading(false)} />}
      <section className="spinner-area" aria-label={t("spinner.areaLabel")}>
        <h1 className="visually-hidden">{t("app.tagline")}</h1>
        <SpinnerName disabled={locked} />
        <SpinnerStage {...loop} />
        <UpdateNotice />
      </section>
      <WhenVisible>
        <Suspense fallback={null}>
          <InfoSection />
        </Suspense>
      </WhenVisible>
      <AdsWhenAllowed />
    </AppShell>
  );
}

/** Without a configured provider and consent, no ad code loads at all. */
function AdsWhenAllowed() {
  const ads = useAdProvider();
  return ads ? (
    <Suspense fallback={null}>
      <PageAds />
    </Suspense>
  ) : null;
}
