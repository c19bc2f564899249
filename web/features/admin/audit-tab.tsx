import { useCallback, useId } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { adminApi } from "./admin-api";
import { ListBody, Pager, useFilters, usePagedList } from "./admin-parts";

/** The audit log (primary admins): every admin action, who, what, which record and when. */
export function AuditTab() {
  const { t, i18n } = useAreaTranslation("admin");
  const filters = useFilters(["actor", "action"] as const);
  const ids = { actor: useId(), action: useId() };
  const load = useCallback(adminApi.audit, []);
  const { state } = usePagedList(load, filters.params);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const data = state.status === "ready" ? state.data : null;
  const rows = data?.entries ?? [];
  return (
    <section aria-label={t("tabs.audit")}>
      <div className="admin-filters">
        <div className="admin-filter">
          <label htmlFor={ids.actor}>{t("audit.admin")}</label>
          <input
            id={ids.actor}
            value={filters.values.actor}
            onChange={(e) => filters.set("actor")(e.target.value.trim())}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={ids.action}>{t("audit.action")}</label>
          <input
            id={ids.action}
            value={filters.values.action}
            onChange={(e) => filters.set("action")(e.target.value.trim())}
          />
        </div>
      </div>
      <ListBody
        status={state.status}
        failed={t("audit.loadFailed")}
        empty={t("audit.empty")}
        count={rows.length}
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("audit.when")}</th>
              <th scope="col">{t("audit.admin")}</th>
              <th scope="col">{t("audit.action")}</th>
              <th scope="col">{t("audit.target")}</th>
              <th scope="col">{t("audit.details")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
                </td>
                <td>{e.actor}</td>
                <td>{e.action}</td>
                <td>
                  {e.targetType} {e.targetId}
                </td>
                <td>
                  <code>{JSON.stringify(e.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      <Pager filters={filters} total={data?.total} />
    </section>
  );
}
