import { useCallback, useId, useState } from "react";
import { CONTACT_STATUSES } from "#core/contracts/admin.ts";
import { CONTACT_TYPES } from "#core/contracts/contact.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { type AdminContact, adminApi, type Who } from "./admin-api";
import {
  AlertBanner,
  Details,
  FilterSelect,
  ListBody,
  Pager,
  SearchBox,
  StatCards,
  StatusBadge,
  useAction,
  useFilters,
  usePagedList,
} from "./admin-parts";

/** Contact Submissions: stats, a collapsible filter and search, rows, notes and response. */
export function ContactsTab({ who }: { who: Who }) {
  const { t, i18n } = useAreaTranslation("admin");
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<AdminContact | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const filtersId = useId();
  const filters = useFilters(["status", "contactType", "q"] as const);
  const load = useCallback(adminApi.contacts, []);
  const { state, reload } = usePagedList(load, filters.params);
  const act = useAction(setAlert, reload);
  const updateFailed = (error: string) => t("common.updateFailed", { error });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const statusName = (s: string) => t(`contacts.statuses.${s as "New"}`);
  const typeName = (s: string) => t(`contacts.types.${s as "bug-report"}`);
  const data = state.status === "ready" ? state.data : null;
  const rows = data?.submissions ?? [];
  const filtered = Object.values(filters.values).some(Boolean);

  const setStatusOf = (c: AdminContact, next: string) =>
    act(() => adminApi.updateContact(c.contactId, { status: next }), updateFailed);
  const remove = (c: AdminContact) => {
    if (!window.confirm(t("contacts.confirmDelete"))) return;
    void act(
      () => adminApi.deleteContact(c.contactId),
      (error) => t("contacts.deleteFailed", { error }),
    );
  };

  return (
    <section aria-label={t("tabs.contacts")}>
      <StatCards
        cards={[
          [t("contacts.new"), data?.stats.byStatus.New ?? 0],
          [t("contacts.inProgress"), data?.stats.byStatus["In Progress"] ?? 0],
          [t("contacts.responded"), data?.stats.byStatus.Responded ?? 0],
          [t("contacts.total"), data?.stats.total ?? 0],
        ]}
      />
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? "common.hideFilters" : "common.showFilters")}
      </button>
      <div id={filtersId} className="admin-filters" hidden={!open}>
        <FilterSelect
          label={t("common.status")}
          value={filters.values.status}
          options={CONTACT_STATUSES.map((s) => [s, statusName(s)])}
          onChange={filters.set("status")}
        />
        <FilterSelect
          label={t("contacts.contactType")}
          value={filters.values.contactType}
          options={CONTACT_TYPES.map((s) => [s, typeName(s)])}
          onChange={filters.set("contactType")}
        />
        <SearchBox value={filters.values.q} onChange={filters.set("q")} />
      </div>
      <AlertBanner text={alert} />
      <ListBody
        status={state.status}
        failed={t("contacts.loadFailed")}
        empty={t("contacts.empty")}
        hint={filtered ? t("common.tryFilters") : undefined}
        count={rows.length}
      >
        <ul className="admin-rows" aria-label={t("tabs.contacts")}>
          {rows.map((c) => (
            <li key={c.contactId} className="admin-row">
              <div className="admin-row-head">
                <StatusBadge status={c.status} label={statusName(c.status)} />
                <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))}</time>
                <span>{typeName(c.contactType)}</span>
              </div>
              <p className="admin-row-title" dir="auto">
                {c.subject}
              </p>
              <p className="admin-row-meta">
                <span dir="auto">{c.name}</span>
                <span>{c.email}</span>
              </p>
              <p className="admin-row-text admin-clamp" dir="auto">
                {c.message}
              </p>
              <div className="admin-actions">
                <button type="button" className="button" onClick={() => setViewing(c)}>
                  {t("common.viewDetails")}
                </button>
                {c.status === "New" && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void setStatusOf(c, "In Progress")}
                  >
                    {t("contacts.markInProgress")}
                  </button>
                )}
                {c.status === "In Progress" && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void setStatusOf(c, "Responded")}
                  >
                    {t("contacts.markResponded")}
                  </button>
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
        <ContactDetails
          contact={viewing}
          onClose={() => setViewing(null)}
          onSaved={() => {
            setViewing(null);
            reload();
          }}
          when={(d) => when.format(new Date(d))}
          statusName={statusName}
          typeName={typeName}
        />
      )}
    </section>
  );
}

function ContactDetails({
  contact,
  onClose,
  onSaved,
  when,
  statusName,
  typeName,
}: {
  contact: AdminContact;
  onClose(): void;
  onSaved(): void;
  when(date: string): string;
  statusName(s: string): string;
  typeName(s: string): string;
}) {
  const { t } = useAreaTranslation("admin");
  const [notes, setNotes] = useState(contact.adminNotes ?? "");
  const [response, setResponse] = useState(contact.adminResponse ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const answer = await adminApi.updateContact(contact.contactId, {
      adminNotes: notes,
      adminResponse: response,
    });
    if (answer.ok) onSaved();
    else setProblem(t("common.updateFailed", { error: answer.error.message }));
  };
  return (
    <Details
      title={t("contacts.details")}
      onClose={onClose}
      rows={[
        [t("contacts.name"), contact.name],
        [t("contacts.email"), contact.email],
        [t("contacts.contactType"), typeName(contact.contactType)],
        [t("common.status"), statusName(contact.status)],
        [t("contacts.subject"), contact.subject],
        [t("contacts.message"), contact.message],
        [t("contacts.browserInfo"), contact.browserInfo],
        [t("contacts.appVersion"), contact.appVersion],
        [t("contacts.submittedAt"), when(contact.createdAt)],
      ]}
    >
      <div className="admin-form">
        <label>
          {t("contacts.adminNotes")}
          <textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <label>
          {t("contacts.adminResponse")}
          <textarea rows={3} value={response} onChange={(e) => setResponse(e.target.value)} />
        </label>
        <AlertBanner text={problem} />
        <button type="button" className="button button-primary" onClick={() => void save()}>
          {t("common.save")}
        </button>
      </div>
    </Details>
  );
}
