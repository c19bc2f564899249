import { cleanPath } from "./clean-path.ts";

/**
 * Every page of the web app, once: the web router loads `page` from
 * web/features/<feature>/<page>-page.tsx, and the server answers these paths with 200 (every
 * other non-API path with 404, where the web app still shows its not-found page) and lists
 * the indexed ones in the sitemap. The play screen, "/", is part of the first chunk.
 * `strings` names the strings area (web/lib/area-strings.ts) the page shows: the page loads
 * with it, and the server has it preloaded with the page's code (server/web-page.ts).
 */
export const APP_ROUTES = [
  { path: "/", feature: "play", page: "play", indexed: true },
  { path: "/help", feature: "help", page: "help-center", strings: "help", indexed: true },
  {
    path: "/help/how-to-play",
    feature: "help",
    page: "how-to-play",
    strings: "help",
    indexed: true,
  },
  { path: "/help/about", feature: "help", page: "about", strings: "help", indexed: true },
  {
    path: "/help/privacy-policy",
    feature: "help",
    page: "privacy",
    strings: "help",
    indexed: true,
  },
  { path: "/help/terms", feature: "help", page: "terms", strings: "help", indexed: true },
  { path: "/help/faq", feature: "help", page: "faq", strings: "help", indexed: true },
  { path: "/help/contact", feature: "help", page: "contact", strings: "help", indexed: true },
  { path: "/help/report", feature: "help", page: "report", strings: "help", indexed: true },
  { path: "/help/version", feature: "help", page: "version", strings: "help", indexed: true },
  // Where mails' links and sign-in providers bring a person back: nothing to index.
  { path: "/account", feature: "account", page: "account", strings: "account", indexed: false },
  {
    path: "/reset-password",
    feature: "account",
    page: "reset-password",
    strings: "account",
    indexed: false,
  },
  // The back office, for staff: never indexed.
  { path: "/appadmin/login", feature: "admin", page: "admin", strings: "admin", indexed: false },
  {
    path: "/appadmin/dashboard",
    feature: "admin",
    page: "admin",
    strings: "admin",
    indexed: false,
  },
  // A developer's tool, not a page for search engines.
  { path: "/monitor", feature: "monitor", page: "monitor", strings: "help", indexed: false },
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/** Public pages for search engines. */
export const SITEMAP_PATHS = APP_ROUTES.filter((r) => r.indexed).map((r) => r.path);

export function findRoute(pathname: string): AppRoute | undefined {
  const path = cleanPath(pathname);
  return APP_ROUTES.find((r) => r.path === path);
}

/**
 * What the build tells the server each page needs beyond index.html (dist/page-preloads.json,
 * written by vite.config.ts): by path (a share link's under "/share/", any unknown path's
 * under "not-found"), the lazy scripts and stylesheets of its first screen and the strings
 * areas it shows; `locales` is where the strings files are served from.
 */
export type PagePreloads = {
  locales: string;
  pages: Record<string, { files: string[]; strings?: string }>;
};
