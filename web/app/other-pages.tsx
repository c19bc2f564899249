import { type ComponentType, lazy } from "react";
import { APP_ROUTES } from "#core/app/app-routes.ts";
import type { AccountFeature } from "#web/features/header/header-controls.tsx";
import { withStrings } from "#web/lib/area-strings.ts";

// Cards, help pages and the profile ask for the report dialogs through web/lib/reports-request;
// the host that shows them loads with this chunk, not with the page.
void import("./reports-host");

/**
 * The header's account dialogs, in a chunk of their own: the other pages' chunk (which the
 * play screen names) stays free of the account code.
 */
const AccountDialogs = lazy(() =>
  import("./account-dialogs").then((m) => ({ default: m.AccountDialogs })),
);

const SharePage = lazy(
  withStrings("spinners", () =>
    import("#web/features/spinners/open-shared.tsx").then((m) => ({ default: m.SharePage })),
  ),
);

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
function OtherPage({ path }: { path: string }) {
  if (path.startsWith("/share/")) return <SharePage />;
  const Page = PAGES.get(path) ?? NotFoundPage;
  return <Page />;
}

/**
 * This chunk's one entry, so the app and the play page name it with the shortest import:
 * a page (given `path`), or the header's account dialogs (given `feature`).
 */
export default function OffScreen(
  props: { path: string } | { feature: AccountFeature; onClose(): void },
) {
  return "path" in props ? <OtherPage path={props.path} /> : <AccountDialogs {...props} />;
}
