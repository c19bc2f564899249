import { Suspense } from "react";
import { cleanPath } from "#core/app/clean-path.ts";
import { ConsentBanner } from "#web/features/consent/consent-banner.tsx";
import { ConsentProvider } from "#web/lib/consent-state.tsx";
import { preloadable } from "#web/lib/preloadable.ts";
import { NavigationSettled, usePathname } from "#web/lib/router.tsx";
import { ThemeProvider } from "#web/lib/theme.tsx";
import { PlayPage } from "./play-page";

// Every page but the play screen: its route table loads only off the play screen.
const OtherPage = preloadable(() => import("./other-pages"));

/**
 * Waits for `strings` (the language's, initI18n) and, off the play screen, for the page and its
 * strings, so that the first render shows the page at once (the server had them preloaded:
 * server/web-page.ts). A page that fails to load here is left to its Suspense boundary.
 */
export async function preloadFirstScreen(strings: Promise<unknown>): Promise<void> {
  const path = cleanPath(location.pathname);
  await strings;
  if (path !== "/")
    await OtherPage.preload()
      .then((m) => m.preloadPage(path))
      .catch(() => {});
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
        <ConsentBanner />
      </ConsentProvider>
    </ThemeProvider>
  );
}
