/**
 * Paths the web app renders as real pages. The server answers these with 200 and every
 * other non-API path with 404 (the web app still loads and shows its not-found screen).
 */
export const APP_PATHS = [
  "/",
  "/help",
  "/help/how-to-play",
  "/help/about",
  "/help/privacy-policy",
  "/help/terms",
  "/help/faq",
  "/help/contact",
  "/help/report",
  "/help/version",
  "/monitor",
] as const;

/** Public pages for search engines (the monitor is a tool, not a page to index). */
export const SITEMAP_PATHS = APP_PATHS.filter((p) => p !== "/monitor");

/** A path without its trailing slashes: /help/ is /help. */
export const cleanPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;

export function isAppPath(pathname: string): boolean {
  return (APP_PATHS as readonly string[]).includes(cleanPath(pathname));
}
