import { useCallback, useEffect, useState } from "react";
import type { ApiResult } from "#web/lib/account.ts";

/** A list read from the API: loading, failed (with a retry) or its items. */
export function useList<T>(load: () => Promise<ApiResult<T[]>>) {
  const [state, setState] = useState<
    { status: "loading" } | { status: "failed" } | { status: "ready"; items: T[] }
  >({ status: "loading" });
  const reload = useCallback(() => {
    setState({ status: "loading" });
    void load().then((got) =>
      setState(got.ok ? { status: "ready", items: got.data } : { status: "failed" }),
    );
  }, [load]);
  useEffect(reload, [reload]);
  return { state, reload };
}
