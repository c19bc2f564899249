import { DesktopAd } from "./desktop-ad";
import { MobileAdBanner } from "./mobile-ad-banner";

/** The play screen's ad slots; loaded only once an ad provider is configured and allowed. */
export function PageAds() {
  return (
    <>
      <DesktopAd />
      <MobileAdBanner />
    </>
  );
}
