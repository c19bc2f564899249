import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Whether `query` matches, following changes. The list and its subscription are made once per
 * query: a new subscribe function each render made React unsubscribe, match the query again and
 * resubscribe in every render of every user.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list.matches,
    () => false,
  );
}

export const DESKTOP_QUERY = "(min-width: 1024px)";
