import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";

/**
 * Twirl's few routes need little: this stands in for React Router (about 13 KB gzip on the
 * play screen). Links move with the History API; Back and Forward follow popstate. What
 * happens after a navigation (scroll, focus, announcing the page) loads with the first one
 * (after-navigation.ts): the play screen's first load does not carry it.
 */
const listeners = new Set<() => void>();

/** How the shown entry was reached: the page load, a link, or Back/Forward. */
let arrival: "load" | "push" | "pop" = "load";
/** Where each history entry was scrolled to when it was left, by the entry's key. */
const positions = new Map<string, number>();
const entryKey = (): string => history.state?.twirl ?? "";
let shownKey = entryKey();

addEventListener("popstate", () => {
  positions.set(shownKey, scrollY);
  shownKey = entryKey();
  arrival = "pop";
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentHref = () => location.href;

/** The address shown (path, query and hash); the component renders again when it changes. */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  return useMemo(() => new URL(href), [href]);
}

export const usePathname = () => useLocation().pathname;

/** The query string's parameters, e.g. `?token=…` on a link from a mail. */
export const useSearchParams = () => useLocation().searchParams;

/** Goes to `to` inside the app: a new history entry; see NavigationSettled for what follows. */
export function navigate(to: string) {
  const url = new URL(to, location.href);
  if (url.href === location.href) return;
  positions.set(shownKey, scrollY);
  shownKey = String(Date.now());
  history.pushState({ twirl: shownKey }, "", url);
  arrival = "push";
  for (const listener of listeners) listener();
}

/**
 * Rendered after the page, inside the same Suspense boundary: its effect runs once the new
 * page (a lazy one included) has rendered. Then the page is scrolled (to the #hash target,
 * to where Back returns, or to the top), focus moves to its main heading and its title is
 * announced.
 */
export function NavigationSettled() {
  const { href } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address shown
  useEffect(() => {
    // A page load leaves the browser in charge, but for a #hash the lazy page had to render.
    if (arrival === "load" && !location.hash) return;
    const y = arrival === "pop" ? positions.get(shownKey) : undefined;
    const pageLoad = arrival === "load";
    import("./after-navigation").then(
      (m) => m.settle(y, pageLoad),
      () => {},
    );
  }, [href]);
  return null;
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
