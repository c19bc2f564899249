import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from "react";
import { loadOnce } from "#web/lib/load-once.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { LockIcon } from "#web/ui/icons.tsx";
import { type Panel, useSidebar } from "./sidebar-state";
import "#web/ui/controls.css";
import "./sidebar.css";

/**
 * A panel or tab that loads when first opened; pointing at or focusing its button starts the
 * download, so it is usually there by the click.
 */
export function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const prefetch = loadOnce(load);
  const Body = lazy(() => prefetch().then((module) => ({ default: pick(module) })));
  return { body: () => <Body />, prefetch: () => void prefetch().catch(() => {}) };
}

export type PanelEntry = {
  id: Panel;
  icon: ReactNode;
  body: () => ReactNode;
  prefetch?: () => void;
  /** An i18n key when the panel's label lives outside the sidebar namespace. */
  label?: string;
};

/** The Menu tab's panels and the Results tab, composed by the play page. */
export type SidebarParts = {
  panels: readonly PanelEntry[];
  results: { body: () => ReactNode; prefetch: () => void };
};

const TABS = ["menu", "results"] as const;
type Tab = (typeof TABS)[number];

/**
 * The sidebar's inside: Menu and Results tabs, or only the icon nav when collapsed. While a
 * spin runs every control sits in a disabled fieldset, so nothing can change the list mid-spin.
 */
export function SidebarContent({ collapsed, parts }: { collapsed: boolean; parts: SidebarParts }) {
  const { t } = useTranslation("sidebar");
  const { locked } = useSidebar();
  return (
    <div className="sidebar" data-collapsed={collapsed}>
      <div role="status" className={collapsed ? "sidebar-sr-only" : "sidebar-status"}>
        {locked && (
          <p className="sidebar-locked">
            <LockIcon />
            {t("locked")}
          </p>
        )}
      </div>
      <fieldset className="sidebar-fieldset" disabled={locked}>
        {collapsed ? <SidebarNav collapsed panels={parts.panels} /> : <SidebarTabs parts={parts} />}
      </fieldset>
    </div>
  );
}

function SidebarTabs({ parts }: { parts: SidebarParts }) {
  const { t } = useTranslation("sidebar");
  const [tab, setTab] = useState<Tab>("menu");
  const base = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // Arrow keys move and select at once (automatic activation): both panels are cheap.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const index = TABS.indexOf(tab);
    let next: Tab | undefined;
    if (step !== undefined) next = TABS[(index + step + TABS.length) % TABS.length];
    else if (e.key === "Home") next = TABS[0];
    else if (e.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        className="sidebar-tabs"
        onKeyDown={onKeyDown}
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            className="sidebar-tab"
            aria-selected={tab === id}
            aria-controls={`${base}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onPointerEnter={id === "results" ? parts.results.prefetch : undefined}
            onFocus={id === "results" ? parts.results.prefetch : undefined}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-panel-${id}`}
          aria-labelledby={`${base}-tab-${id}`}
          className="sidebar-tabpanel"
          hidden={tab !== id}
        >
          <Suspense fallback={null}>
            {tab === id &&
              (id === "menu" ? <MenuTab panels={parts.panels} /> : parts.results.body())}
          </Suspense>
        </div>
      ))}
    </>
  );
}

function MenuTab({ panels }: { panels: readonly PanelEntry[] }) {
  const { t } = useTranslation("sidebar");
  const { panel } = useSidebar();
  const headingId = useId();
  const current = panels.find((p) => p.id === panel) ?? panels.find((p) => p.id === "participants");
  return (
    <>
      <SidebarNav collapsed={false} panels={panels} />
      {current && (
        <section className="sidebar-panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="sidebar-panel-title">
            {t((current.label ?? `nav.${current.id}`) as DataKey)}
          </h2>
          <Suspense fallback={null}>{current.body()}</Suspense>
        </section>
      )}
    </>
  );
}

function SidebarNav({ collapsed, panels }: { collapsed: boolean; panels: readonly PanelEntry[] }) {
  const { t } = useTranslation("sidebar");
  const { panel, setPanel } = useSidebar();
  return (
    <nav aria-label={t("nav.label")} className="sidebar-nav">
      <ul>
        {panels.map(({ id, icon, label: key, prefetch }) => {
          const label = t((key ?? `nav.${id}`) as DataKey);
          return (
            <li key={id}>
              <button
                type="button"
                className="sidebar-nav-button"
                aria-current={panel === id ? "true" : undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                onClick={() => setPanel(id)}
                onPointerEnter={prefetch}
                onFocus={prefetch}
              >
                {icon}
                {!collapsed && <span>{label}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
