import type { ReactNode } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Modal } from "#web/ui/modal.tsx";
import type { useList } from "./use-list";

/** My reports and My suggestions: a titled list with its loading, failure and empty states. */
export function ListDialog<T>({
  title,
  empty,
  list,
  render,
  onClose,
}: {
  title: string;
  empty: string;
  list: ReturnType<typeof useList<T>>;
  render(item: T): ReactNode;
  onClose(): void;
}) {
  const { t } = useAreaTranslation("reports");
  const { state, reload } = list;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      width={560}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t("report.close")}
        </button>
      }
    >
      {state.status === "loading" && <p className="reports-hint">{t("mine.loading")}</p>}
      {state.status === "failed" && (
        <div role="alert" className="reports-notice reports-error">
          <p>{t("mine.failed")}</p>
          <button type="button" className="button" onClick={reload}>
            {t("mine.retry")}
          </button>
        </div>
      )}
      {state.status === "ready" &&
        (state.items.length === 0 ? (
          <p className="reports-hint">{empty}</p>
        ) : (
          <ul className="reports-list">{state.items.map(render)}</ul>
        ))}
    </Modal>
  );
}
