import type { Spinner, SpinnerInput } from "#core/contracts/spinners.ts";
import { type ApiResult, callApi } from "#web/lib/account.ts";

export type SavedSpinner = Pick<Spinner, "id" | "name" | "expiresAt" | "isShared" | "createdAt">;

export const spinnersApi = {
  create: (spinner: SpinnerInput, share: boolean): Promise<ApiResult<Spinner>> =>
    callApi("/api/spinners", { spinner, share }),
  list: (): Promise<ApiResult<{ spinners: SavedSpinner[]; limit: number }>> =>
    callApi("/api/spinners"),
  open: (id: string): Promise<ApiResult<Spinner>> =>
    callApi(`/api/spinners/${encodeURIComponent(id)}`),
  copy: (id: string): Promise<ApiResult<Spinner>> =>
    callApi(`/api/spinners/${encodeURIComponent(id)}/copy`, {}),
  rename: (id: string, name: string): Promise<ApiResult<Spinner>> =>
    callApi(`/api/spinners/${encodeURIComponent(id)}`, { name }, "PATCH"),
  share: (id: string): Promise<ApiResult<Spinner>> =>
    callApi(`/api/spinners/${encodeURIComponent(id)}/share`, {}),
  remove: (id: string): Promise<ApiResult<null>> =>
    callApi(`/api/spinners/${encodeURIComponent(id)}`, undefined, "DELETE"),
};

export const shareLink = (id: string) =>
  `${window.location.origin}/share/${encodeURIComponent(id)}`;

/**
 * Copies text: the Clipboard API, else a hidden textarea and the old copy command (some
 * browsers and http pages have no Clipboard API). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}
