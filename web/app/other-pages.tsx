import { type ComponentType, type FunctionComponent, lazy, useEffect } from "react";
import { APP_ROUTES } from "#core/app/app-routes.ts";
import type { AccountFeature } from "#web/features/header/header-controls.tsx";
import { type Area, withStrings } from "#web/lib/area-strings.ts";
import { preloadable } from "#web/lib/preloadable.ts";

/**
 * The header's account dialogs, in a chunk of their own: the other pages' chunk (which the
 * play screen names) stays free of the account code.
 */
const AccountDialogs = lazy(() =>
  import("./account-dialogs").then((m) => ({ default: m.AccountDialogs })),
);

const SharePage = preloadable(
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

/** A page's module, which loads with its strings area. */
const lazyPage = (feature: string, page: string, strings: Area) => {
  const load = PAGE_MODULES[pageFile(feature, page)];
  if (!load) return undefined;
  return preloadable(
    withStrings(strings, () =>
      load().then((m) => ({ default: m[exportName(page)] as FunctionComponent })),
    ),
  );
};

const PAGES = new Map(
  APP_ROUTES.flatMap((route) => {
    const Page = "strings" in route && lazyPage(route.feature, route.page, route.strings);
    return Page ? [[route.path as string, Page] as const] : [];
  }),
);
const NotFoundPage = lazyPage("help", "not-found", "help") as NonNullable<
  ReturnType<typeof lazyPage>
>;

/** The page at `path` (already cleaned): a shared spinner, a page of the table, or not found. */
const pageAt = (path: string) =>
  path.startsWith("/share/") ? SharePage : (PAGES.get(path) ?? NotFoundPage);

/** Loads the page at `path` with its strings, before the first render (app.tsx). */
export const preloadPage = (path: string): Promise<unknown> => pageAt(path).preload();

function OtherPage({ path }: { path: string }) {
  const Page = pageAt(path);
  return <Page />;
}

/**
 * This chunk's one entry, so the app and the play page name it with the shortest import:
 * a page (given `path`), or the header's account dialogs (given `feature`).
 */
export default function OffScreen(
  props: { path: string } | { feature: AccountFeature; onClose(): void },
) {
  // Cards, help pages and the profile ask for the report dialogs through
  // web/lib/reports-request; the host that shows them loads once this has rendered.
  useEffect(() => {
    void import("./reports-host");
  }, []);
  return "path" in props ? <OtherPage path={props.path} /> : <AccountDialogs {...props} />;
}
