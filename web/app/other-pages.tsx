import { type ComponentType, lazy } from "react";
import { APP_ROUTES } from "#core/app/app-routes.ts";
import type { AccountFeature } from "#web/features/header/header-controls.tsx";
import { withStrings } from "#web/lib/area-strings.ts";

const ProfileDialog = lazy(
  withStrings("account", () =>
    import("#web/features/account/account-dialog.tsx").then((m) => ({ default: m.AccountDialog })),
  ),
);
const AccountSoonDialog = lazy(
  withStrings("dialogs", () =>
    import("#web/features/header/header-dialogs.tsx").then((m) => ({
      default: m.AccountSoonDialog,
    })),
  ),
);

/**
 * The header's account buttons: Profile opens the account feature's login or profile
 * dialog; Share and Saved say what they will do once saved spinners exist.
 */
export function AccountDialogs({ feature, onClose }: { feature: AccountFeature; onClose(): void }) {
  return feature === "profile" ? (
    <ProfileDialog onClose={onClose} />
  ) : (
    <AccountSoonDialog feature={feature} onClose={onClose} />
  );
}

/**
 * Every page but the play screen loads on demand. A page module is named after its route's
 * page (help-center-page.tsx exports HelpCenterPage) in its feature's folder; the route table
 * is core's, shared with the server.
 */
export const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(
  "../features/*/*-page.tsx",
);

export const pageFile = (feature: string, page: string) =>
  `../features/${feature}/${page}-page.tsx`;

const exportName = (page: string) =>
  `${page.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Page`;

const lazyPage = (feature: string, page: string) => {
  const load = PAGE_MODULES[pageFile(feature, page)];
  if (!load) return undefined;
  return lazy(() => load().then((m) => ({ default: m[exportName(page)] as ComponentType })));
};

const PAGES = new Map(
  APP_ROUTES.flatMap(({ path, feature, page }) => {
    const Page = feature === "play" ? undefined : lazyPage(feature, page);
    return Page ? [[path as string, Page] as const] : [];
  }),
);
const NotFoundPage = lazyPage("help", "not-found") as ComponentType;

/** The page at `path` (already cleaned), or the not-found page. */
export function OtherPage({ path }: { path: string }) {
  const Page = PAGES.get(path) ?? NotFoundPage;
  return <Page />;
}
