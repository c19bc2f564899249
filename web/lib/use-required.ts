import { type Context, useContext } from "react";

/** A context's value; only a missing provider (a programming error) leaves it null. */
export function useRequired<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${hook} needs its provider`);
  return value;
}
