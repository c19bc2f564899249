import { useCallback } from "react";
import type { Contribution } from "#core/contracts/contributions.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { ListDialog } from "./list-dialog";
import { reportsApi } from "./reports-api";
import { useList } from "./use-list";

/** The signed-in person's suggested questions, newest first: pending, approved or rejected (why). */
export function MySuggestionsDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useAreaTranslation("reports");
  const { t: games } = useTranslation("games");
  const load = useCallback(
    () =>
      reportsApi
        .suggestions()
        .then((got) => (got.ok ? { ok: true as const, data: got.data.contributions } : got)),
    [],
  );
  const list = useList<Contribution>(load);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <ListDialog
      title={t("suggestions.title")}
      empty={t("suggestions.empty")}
      list={list}
      onClose={onClose}
      render={(c) => (
        <li key={c.id} className="reports-item">
          <p className="reports-item-text" dir="auto">
            {c.content || c.options.join(" / ")}
          </p>
          <p className="reports-item-meta">
            <span className="reports-badge" data-status={c.status}>
              {t(`suggestions.statuses.${c.status}`)}
            </span>
            <span>{games(`types.${c.gameType}`)}</span>
            <span>{t("mine.sentOn", { date: date.format(new Date(c.createdAt)) })}</span>
          </p>
          {c.reviewReason && (
            <p className="reports-item-meta" dir="auto">
              {t("suggestions.reason", { reason: c.reviewReason })}
            </p>
          )}
        </li>
      )}
    />
  );
}
