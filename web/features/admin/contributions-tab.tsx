import { useCallback, useState } from "react";
import { CONTRIBUTION_STATUSES } from "#core/contracts/contributions.ts";
import { CARD_GAMES } from "#core/games.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { type AdminContribution, adminApi, type Who } from "./admin-api";
import {
  AlertBanner,
  Details,
  FilterSelect,
  ListBody,
  languageName,
  Pager,
  SearchBox,
  StatCards,
  StatusBadge,
  useAction,
  useFilters,
  usePagedList,
} from "./admin-parts";

/** User Contributions: counts, filters, search, Approve and Reject from pending, delete. */
export function ContributionsTab({ who }: { who: Who }) {
  const { t, i18n } = useAreaTranslation("admin");
  const { t: games } = useTranslation("games");
  const { t: reports } = useAreaTranslation("reports");
  const [viewing, setViewing] = useState<AdminContribution | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const filters = useFilters(["status", "gameType", "q"] as const);
  const load = useCallback(adminApi.contributions, []);
  const { state, reload } = usePagedList(load, filters.params);
  const act = useAction(setAlert, reload);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const statusName = (s: string) => t(`contributions.${s as "pending"}`);
  const data = state.status === "ready" ? state.data : null;
  const rows = data?.contributions ?? [];

  const review = (c: AdminContribution, decision: "approved" | "rejected") => {
    let reason = "";
    if (decision === "rejected") {
      const typed = window.prompt(t("contributions.rejectReason"), "");
      if (typed === null) return;
      reason = typed;
    }
    void act(
      () => adminApi.review(c.id, decision, reason),
      () => t("contributions.reviewFailed"),
    );
  };
  const remove = (c: AdminContribution) => {
    if (!window.confirm(t("contributions.confirmDelete"))) return;
    void act(
      () => adminApi.deleteContribution(c.id),
      (error) => t("contributions.deleteFailed", { error }),
    );
  };

  return (
    <section aria-label={t("tabs.contributions")}>
      <StatCards
        cards={[
          [t("contributions.pending"), data?.stats.byStatus.pending ?? 0],
          [t("contributions.approved"), data?.stats.byStatus.approved ?? 0],
          [t("contributions.rejected"), data?.stats.byStatus.rejected ?? 0],
        ]}
      />
      <div className="admin-filters">
        <FilterSelect
          label={t("common.status")}
          value={filters.values.status}
          options={CONTRIBUTION_STATUSES.map((s) => [s, statusName(s)])}
          onChange={filters.set("status")}
        />
        <FilterSelect
          label={t("common.gameType")}
          value={filters.values.gameType}
          options={CARD_GAMES.map((g) => [g, games(`types.${g}`)])}
          onChange={filters.set("gameType")}
        />
        <SearchBox value={filters.values.q} onChange={filters.set("q")} />
      </div>
      <AlertBanner text={alert} />
      <ListBody
        status={state.status}
        failed={t("contributions.loadFailed")}
        empty={t("contributions.empty")}
        count={rows.length}
      >
        <ul className="admin-rows" aria-label={t("tabs.contributions")}>
          {rows.map((c) => (
            <li key={c.id} className="admin-row">
              <div className="admin-row-head">
                <StatusBadge status={c.status} label={statusName(c.status)} />
                <span>{games(`types.${c.gameType}`)}</span>
                <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))}</time>
                <span>{languageName(c.language)}</span>
              </div>
              <p className="admin-row-text" dir="auto">
                {c.content || c.options.join(" / ")}
              </p>
              <p className="admin-row-meta">
                {c.answer && (
                  <span dir="auto">
                    {t("contributions.answer")}: {c.answer}
                  </span>
                )}
                {c.content && c.options.length > 0 && (
                  <span dir="auto">{c.options.join(" / ")}</span>
                )}
                <span>{c.userEmail ?? t("common.anonymous")}</span>
              </p>
              <div className="admin-actions">
                <button type="button" className="button" onClick={() => setViewing(c)}>
                  {t("common.viewDetails")}
                </button>
                {c.status === "pending" && (
                  <>
                    <button
                      type="button"
                      className="button button-primary"
                      onClick={() => review(c, "approved")}
                    >
                      {t("contributions.approve")}
                    </button>
                    <button type="button" className="button" onClick={() => review(c, "rejected")}>
                      {t("contributions.reject")}
                    </button>
                  </>
                )}
                {who.role === "primary" && (
                  <button type="button" className="button button-danger" onClick={() => remove(c)}>
                    {t("common.delete")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pager filters={filters} total={data?.total} />
      {viewing && (
        <Details
          title={t("contributions.details")}
          onClose={() => setViewing(null)}
          rows={[
            [t("common.gameType"), games(`types.${viewing.gameType}`)],
            [t("common.status"), statusName(viewing.status)],
            [
              t("contributions.difficulty"),
              reports(`contribute.difficulties.${viewing.difficulty as "easy"}`),
            ],
            [
              t("contributions.category"),
              viewing.gameType === "truth-dare"
                ? reports(`contribute.${viewing.category as "truth"}`)
                : reports(`categories.${viewing.category as "space"}`),
            ],
            [t("contributions.content"), viewing.content],
            [t("contributions.answer"), viewing.answer],
            [t("contributions.options"), viewing.options.join(" / ")],
            [
              t("contributions.submittedBy"),
              viewing.userEmail
                ? `${viewing.userName ?? ""} ${viewing.userEmail}`.trim()
                : t("common.anonymous"),
            ],
            [t("contacts.submittedAt"), when.format(new Date(viewing.createdAt))],
            [t("reports.notes"), viewing.reviewReason ?? ""],
          ]}
        />
      )}
    </section>
  );
}
