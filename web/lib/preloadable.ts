import { type ComponentType, createElement, use } from "react";

/** A promise React's `use` reads without suspending once it has settled. */
export type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** Marks `promise` with its outcome as it settles (what React's `use` reads). */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked: Tracked<T> = promise;
  // Each handler returns nothing: returning `marked` would chain a copy of its rejection.
  marked.then(
    (value) => {
      Object.assign(marked, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: "rejected", reason });
    },
  );
  return marked;
}

/**
 * React.lazy for a part of a first screen: `preload()` starts loading its module before the
 * first render (main.tsx waits for it with the strings), and once the module is in, the part
 * renders at once. React.lazy suspends once even then, and React reveals a suspended part no
 * sooner than 300 ms after its boundary first rendered without it: a late largest paint.
 */
export function preloadable<P extends object, M extends { default: ComponentType<P> }>(
  load: () => Promise<M & { default: ComponentType<P> }>,
) {
  let loading: Tracked<M> | undefined;
  const preload = (): Promise<M> => {
    loading ??= tracked(load());
    return loading;
  };
  const Part = (props: P) => createElement(use(preload()).default, props);
  return Object.assign(Part, { preload });
}
