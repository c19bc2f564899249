import { lazy, Suspense, useState } from "react";
import { useAdProvider } from "#web/features/ads/use-ads.ts";
import { GameTypeProvider } from "#web/features/games/game-type.ts";
import { HeaderControls } from "#web/features/header/header-controls.tsx";
import { ImagePreloader } from "#web/features/preloader/image-preloader.tsx";
import { AppShell } from "#web/features/shell/app-shell.tsx";
import { SidebarContent } from "#web/features/sidebar/sidebar.tsx";
import { SidebarProvider, useSidebar } from "#web/features/sidebar/sidebar-state.tsx";
import { SpinnerName } from "#web/features/spinner/spinner-name.tsx";
import { SpinnerStage } from "#web/features/spinner/spinner-stage.tsx";
import { UpdateNotice } from "#web/features/version/update-notice.tsx";
import { withStrings } from "#web/lib/area-strings.ts";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import { WhenVisible } from "#web/ui/when-visible.tsx";
import { usePlayLoop } from "./play-loop";
import { SIDEBAR_PARTS } from "./sidebar-parts";

const PageAds = lazy(
  withStrings("cookies", () =>
    import("#web/features/ads/page-ads.tsx").then((m) => ({ default: m.PageAds })),
  ),
);

// The account buttons' dialogs come with the other pages' chunk, loaded on first use.
const AccountDialogs = lazy(() => import("./other-pages"));

// Below the fold: loaded when the visitor scrolls towards it.
const InfoSection = lazy(() =>
  import("#web/features/info/info-section.tsx").then((m) => ({ default: m.InfoSection })),
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
      controls={<HeaderControls Account={AccountDialogs} />}
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
