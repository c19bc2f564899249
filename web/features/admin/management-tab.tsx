import { useEffect, useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { adminApi, type Staff } from "./admin-api";
import { sessionEnded } from "./admin-parts";

/** Admin Management: the environment, who you are, this environment's staff, all counts. */
export function ManagementTab() {
  const { t } = useAreaTranslation("admin");
  const { t: account } = useAreaTranslation("account");
  const [staff, setStaff] = useState<Staff | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void adminApi.staff().then((got) => {
      if (got.ok) setStaff(got.data);
      else if (!sessionEnded(got.error)) setFailed(true);
    });
  }, []);
  if (failed)
    return (
      <p role="alert" className="admin-banner">
        {t("login.failed")}
      </p>
    );
  if (!staff) return <p className="admin-hint">{t("common.loading")}</p>;
  const list = (people: string[]) => (people.length ? people.join(", ") : t("management.none"));
  return (
    <section aria-label={t("tabs.management")} className="admin-management">
      <dl className="admin-details">
        <div>
          <dt>{t("management.environment")}</dt>
          <dd>{staff.environment}</dd>
        </div>
        <div>
          <dt>{t("management.you")}</dt>
          <dd>
            {staff.you.email} ({t("management.role")}: {account(`profile.roles.${staff.you.role}`)})
          </dd>
        </div>
        <div>
          <dt>{t("management.primary")}</dt>
          <dd>{staff.primaryAdmin ?? t("management.none")}</dd>
        </div>
        <div>
          <dt>{t("management.reviewers")}</dt>
          <dd>{list(staff.reviewers)}</dd>
        </div>
        <div>
          <dt>{t("management.moderators")}</dt>
          <dd>{list(staff.moderators)}</dd>
        </div>
      </dl>
      <h2>{t("management.overview")}</h2>
      <ul className="admin-stats">
        {staff.environments.map((e) => (
          <li key={e.name} className="admin-stat">
            <span className="admin-stat-value">{e.name}</span>
            <span className="admin-stat-label">{t("management.count", { count: e.count })}</span>
          </li>
        ))}
      </ul>
      <ul className="admin-roles">
        {(["primary", "reviewer", "moderator"] as const).map((role) => (
          <li key={role}>{t(`management.roles.${role}`)}</li>
        ))}
      </ul>
      <p className="admin-hint">{t("management.note")}</p>
    </section>
  );
}
