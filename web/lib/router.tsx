import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from "react";

/**
 * Twirl's few routes need only the path: this stands in for React Router (about 13 KB gzip
 * on the play screen). Links move with the History API; Back and Forward follow popstate.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentPath = () => window.location.pathname;

/** The path shown; the component renders again when it changes. */
export function usePathname() {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

/** Goes to `to` inside the app: a new history entry, the top of the new page. */
export function navigate(to: string) {
  const url = new URL(to, window.location.href);
  if (url.href === window.location.href) return;
  window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A real <a href>; a plain left click stays in the app, any other opens as the browser would. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || props.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={follow} />;
}
