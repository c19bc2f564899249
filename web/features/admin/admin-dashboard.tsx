import { useEffect, useId, useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { navigate } from "#web/lib/router.tsx";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { adminApi, type Who } from "./admin-api";
import { sessionEnded } from "./admin-parts";
import { AuditTab } from "./audit-tab";
import { ContactsTab } from "./contacts-tab";
import { ContributionsTab } from "./contributions-tab";
import { ManagementTab } from "./management-tab";
import { ReportsTab } from "./reports-tab";
import "./admin.css";

type Tab = "reports" | "contacts" | "contributions" | "management" | "audit";

/** Which tabs a role sees (the server refuses the rest anyway). */
const TABS: Record<Who["role"], Tab[]> = {
  moderator: ["reports", "contacts", "management"],
  reviewer: ["reports", "contacts", "contributions", "management"],
  primary: ["reports", "contacts", "contributions", "management", "audit"],
};

/**
 * /appadmin/dashboard: checks the back-office session (a loading state meanwhile; anyone
 * without one goes to the sign-in), then the welcome, Logout and the tabs.
 */
export function AdminDashboard() {
  const { t } = useAreaTranslation("admin");
  const [who, setWho] = useState<Who | null>(null);
  const [tab, setTab] = useState<Tab>("reports");
  const baseId = useId();

  useEffect(() => {
    void adminApi.session().then((got) => {
      if (got.ok) setWho(got.data);
      else if (!sessionEnded(got.error)) navigate("/appadmin/login");
    });
  }, []);

  const logout = async () => {
    await adminApi.logout();
    navigate("/appadmin/login");
  };

  return (
    <HelpLayout
      title={t("meta.dashboardTitle")}
      description={t("login.intro")}
      path="/appadmin/dashboard"
    >
      <div className="admin-dashboard">
        {!who ? (
          <p role="status" className="admin-hint">
            {t("header.checking")}
          </p>
        ) : (
          <>
            <header className="admin-header">
              <h1>{t("header.welcome", { email: who.email })}</h1>
              <button type="button" className="button" onClick={() => void logout()}>
                {t("header.logout")}
              </button>
            </header>
            <div role="tablist" aria-label={t("tabs.label")} className="admin-tabs">
              {TABS[who.role].map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`${baseId}-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={tab === name ? 0 : -1}
                  className="admin-tab"
                  onClick={() => setTab(name)}
                  onKeyDown={(e) => {
                    const tabs = TABS[who.role];
                    const at = tabs.indexOf(name);
                    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
                    if (!step) return;
                    const next = tabs[(at + step + tabs.length) % tabs.length] as Tab;
                    setTab(next);
                    document.getElementById(`${baseId}-${next}`)?.focus();
                  }}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
              {tab === "reports" && <ReportsTab who={who} />}
              {tab === "contacts" && <ContactsTab who={who} />}
              {tab === "contributions" && <ContributionsTab who={who} />}
              {tab === "management" && <ManagementTab />}
              {tab === "audit" && <AuditTab />}
            </div>
          </>
        )}
      </div>
    </HelpLayout>
  );
}
