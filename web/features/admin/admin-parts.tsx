import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import type { ApiError } from "#core/contracts/errors.ts";
import type { ApiResult } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { LANGUAGE_NAMES } from "#web/lib/language-names.ts";
import { navigate } from "#web/lib/router.tsx";
import { Modal } from "#web/ui/modal.tsx";

/** A language code as the language's own name (the codes Twirl has), else the code. */
export const languageName = (code: string) =>
  (LANGUAGE_NAMES as Record<string, string>)[code] ?? code;

/** An admin call failed: a session that ended goes back to the sign-in, saying why. */
export function sessionEnded(error: ApiError): boolean {
  if (error.code !== "ADMIN_SESSION" && error.code !== "FORBIDDEN") return false;
  const reason = error.params?.reason;
  navigate(`/appadmin/login${typeof reason === "string" ? `?session=${reason}` : ""}`);
  return true;
}

/** Rows a page, as the server pages them (the spec's batch size). */
export const PAGE_SIZE = 50;

/**
 * A tab's filters and page: changing a filter goes back to page 1. `params` is what the
 * list's route reads (empty filters left out).
 */
export function useFilters<K extends string>(names: readonly K[]) {
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ""])) as Record<K, string>,
  );
  const [page, setPage] = useState(1);
  const set = (name: K) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setPage(1);
  };
  const params: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
  for (const [name, value] of Object.entries<string>(values)) if (value) params[name] = value;
  return { values, set, page, setPage, params };
}

/** A paged, filtered list read from the server; `reload` after a change. */
export function usePagedList<T>(
  load: (params: Record<string, string | number | undefined>) => Promise<ApiResult<T>>,
  params: Record<string, string | number | undefined>,
) {
  const [state, setState] = useState<
    { status: "loading" | "failed" } | { status: "ready"; data: T }
  >({
    status: "loading",
  });
  const key = JSON.stringify(params);
  const reload = useCallback(() => {
    void load(JSON.parse(key)).then((got) => {
      if (got.ok) setState({ status: "ready", data: got.data });
      else if (!sessionEnded(got.error)) setState({ status: "failed" });
    });
  }, [load, key]);
  useEffect(reload, [reload]);
  return { state, reload };
}

/**
 * Runs a change and reloads the list; a failure shows the spec's alert text (made by `fail`
 * from the server's message) in the tab's red banner, unless the session ended.
 */
export function useAction(setAlert: (text: string | null) => void, reload: () => void) {
  return async (run: () => Promise<ApiResult<unknown>>, fail: (message: string) => string) => {
    setAlert(null);
    const answer = await run();
    if (!answer.ok && !sessionEnded(answer.error)) setAlert(fail(answer.error.message));
    reload();
  };
}

export function StatCards({ cards }: { cards: [label: string, value: number][] }) {
  return (
    <ul className="admin-stats">
      {cards.map(([label, value]) => (
        <li key={label} className="admin-stat">
          <span className="admin-stat-value">{value}</span>
          <span className="admin-stat-label">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A status as a coloured badge (colours from admin.css, by status). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className="admin-badge" data-status={status}>
      {label}
    </span>
  );
}

/** A labelled select of "All" and the given options. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [value: string, label: string][];
  onChange(value: string): void;
}) {
  const { t } = useAreaTranslation("admin");
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("common.all")}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useAreaTranslation("admin");
  const id = useId();
  return (
    <div className="admin-filter admin-search">
      <label htmlFor={id}>{t("common.search")}</label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The list's pages: filters' page, PAGE_SIZE rows each; nothing until the total is known. */
export function Pager({
  filters,
  total,
}: {
  filters: { page: number; setPage(page: number): void };
  total: number | undefined;
}) {
  const { t } = useAreaTranslation("admin");
  const { page, setPage: onPage } = filters;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label={t("common.page", { page, pages })}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("common.previous")}
      </button>
      <span>{t("common.page", { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("common.next")}
      </button>
    </nav>
  );
}

/** A red banner for a failed action; nothing when there is none. */
export function AlertBanner({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="admin-banner">
      {text}
    </p>
  ) : null;
}

/** The list's states: loading, the red banner on failure, the empty state, or the rows. */
export function ListBody({
  status,
  failed,
  empty,
  hint,
  count,
  children,
}: {
  status: "loading" | "failed" | "ready";
  failed: string;
  empty: string;
  hint?: string | undefined;
  count: number;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation("admin");
  if (status === "loading") return <p className="admin-hint">{t("common.loading")}</p>;
  if (status === "failed")
    return (
      <p role="alert" className="admin-banner">
        {failed}
      </p>
    );
  if (count === 0)
    return (
      <div className="admin-empty">
        <p>{empty}</p>
        {hint && <p className="admin-hint">{hint}</p>}
      </div>
    );
  return <>{children}</>;
}

/** A detail dialog: a definition list of label and value. */
export function Details({
  title,
  rows,
  onClose,
  children,
}: {
  title: string;
  rows: [label: string, value: ReactNode][];
  onClose(): void;
  children?: ReactNode;
}) {
  const { t } = useAreaTranslation("admin");
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      width={640}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t("common.close")}
        </button>
      }
    >
      <dl className="admin-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Modal>
  );
}
