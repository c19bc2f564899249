/**
 * Paths the web app renders as real pages. The server answers these with 200 and every
 * other non-API path with 404 (the web app still loads and shows its not-found screen).
 */
export const APP_PATHS = ["/"] as const;

export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (APP_PATHS as readonly string[]).includes(clean);
}
