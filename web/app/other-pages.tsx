import { type ComponentType, lazy } from "react";

/**
 * Every page but the play screen loads on demand. A page module is named after its route
 * (help-center-page.tsx exports HelpCenterPage); the table maps paths to those modules.
 */
const MODULES = import.meta.glob<Record<string, ComponentType>>([
  "../features/help/*-page.tsx",
  "../features/monitor/monitor-page.tsx",
]);

const ROUTES: [path: string, module: string][] = [
  ["/help", "../features/help/help-center-page.tsx"],
  ["/help/how-to-play", "../features/help/how-to-play-page.tsx"],
  ["/help/about", "../features/help/about-page.tsx"],
  ["/help/privacy-policy", "../features/help/privacy-page.tsx"],
  ["/help/terms", "../features/help/terms-page.tsx"],
  ["/help/faq", "../features/help/faq-page.tsx"],
  ["/help/report", "../features/help/report-page.tsx"],
  ["/help/contact", "../features/help/contact-page.tsx"],
  ["/help/version", "../features/help/version-page.tsx"],
  ["/monitor", "../features/monitor/monitor-page.tsx"],
];

const exportName = (file: string) =>
  (file.split("/").pop() ?? "")
    .replace(/\.tsx$/, "")
    .replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const lazyPage = (file: string) => {
  const load = MODULES[file];
  if (!load) return undefined;
  return lazy(() => load().then((m) => ({ default: m[exportName(file)] as ComponentType })));
};

const PAGES = new Map(
  ROUTES.flatMap(([path, file]) => {
    const Page = lazyPage(file);
    return Page ? [[path, Page] as const] : [];
  }),
);
const NotFoundPage = lazyPage("../features/help/not-found-page.tsx") as ComponentType;

/** The page at `path` (already cleaned), or the not-found page. */
export function OtherPage({ path }: { path: string }) {
  const Page = PAGES.get(path) ?? NotFoundPage;
  return <Page />;
}
