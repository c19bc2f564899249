import { useSyncExternalStore } from "react";

type Store = { subscribe(onChange: () => void): () => void; matches(): boolean };
/** By the matchMedia in use (a test may put another in its place), then by query. */
const stores = new WeakMap<typeof matchMedia, Map<string, Store>>();

/**
 * One MediaQueryList per query, made once: a render reads `matches` and subscribes with the
 * same functions every time (a new subscribe function each render made React unsubscribe,
 * match the query again and resubscribe in every render of every user).
 */
function storeFor(query: string): Store {
  let byQuery = stores.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    stores.set(matchMedia, byQuery);
  }
  let store = byQuery.get(query);
  if (!store) {
    const list = matchMedia(query);
    store = {
      subscribe(onChange) {
        list.addEventListener("change", onChange);
        return () => list.removeEventListener("change", onChange);
      },
      matches: () => list.matches,
    };
    byQuery.set(query, store);
  }
  return store;
}

export function useMediaQuery(query: string): boolean {
  const store = storeFor(query);
  return useSyncExternalStore(store.subscribe, store.matches, () => false);
}

export const DESKTOP_QUERY = "(min-width: 1024px)";
