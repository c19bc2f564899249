import { cleanPath } from "./clean-path";

/**
 * Every page of the web app, once: the web router loads `page` from
 * web/features/<feature>/<page>-page.tsx, and the server answers these paths with 200 (every
 * other non-API path with 404, where the web app still shows its not-found page) and lists
 * the indexed ones in the sitemap. The play screen, "/", is part of the first chunk.
 */
export const APP_ROUTES = [
  { path: "/", feature: "play", page: "play", indexed: true },
  { path: "/help", feature: "help", page: "help-center", indexed: true },
  { path: "/help/how-to-play", feature: "help", page: "how-to-play", indexed: true },
  { path: "/help/about", feature: "help", page: "about", indexed: true },
  { path: "/help/privacy-policy", feature: "help", page: "privacy", indexed: true },
  { path: "/help/terms", feature: "help", page: "terms", indexed: true },
  { path: "/help/faq", feature: "help", page: "faq", indexed: true },
  { path: "/help/contact", feature: "help", page: "contact", indexed: true },
  { path: "/help/report", feature: "help", page: "report", indexed: true },
  { path: "/help/version", feature: "help", page: "version", indexed: true },
  // Where mails' links and sign-in providers bring a person back: nothing to index.
  { path: "/account", feature: "account", page: "account", indexed: false },
  { path: "/reset-password", feature: "account", page: "reset-password", indexed: false },
  // The back office, for staff: never indexed.
  { path: "/appadmin/login", feature: "admin", page: "admin", indexed: false },
  { path: "/appadmin/dashboard", feature: "admin", page: "admin", indexed: false },
  // A developer's tool, not a page for search engines.
  { path: "/monitor", feature: "monitor", page: "monitor", indexed: false },
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/** Public pages for search engines. */
export const SITEMAP_PATHS = APP_ROUTES.filter((r) => r.indexed).map((r) => r.path);

export function findRoute(pathname: string): AppRoute | undefined {
  const path = cleanPath(pathname);
  return APP_ROUTES.find((r) => r.path === path);
}
