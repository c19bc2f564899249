/**
 * A path without its trailing slashes: /help/ is /help. Apart from the route table, so the
 * play screen's first chunk does not carry the table.
 */
export const cleanPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
