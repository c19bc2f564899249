import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DiceIcon,
  GamesIcon,
  HashIcon,
  HelpIcon,
  LockIcon,
  PaletteIcon,
  ShuffleIcon,
  StylesIcon,
  ToggleIcon,
  UsersIcon,
} from "../../ui/icons";
import { GamesPanel } from "../games/games-panel";
import { ResultsTab } from "../results/results-tab";
import { BinaryPanel } from "./panels/binary-panel";
import { ColorsPanel } from "./panels/colors-panel";
import { DicePanel } from "./panels/dice-panel";
import { HelpPanel } from "./panels/help-panel";
import { NumbersPanel } from "./panels/numbers-panel";
import { ParticipantsPanel } from "./panels/participants-panel";
import { RandomNumbersPanel } from "./panels/random-numbers-panel";
import { SpinnerStylesPanel } from "./panels/spinner-styles-panel";
import { type Panel, useSidebar } from "./sidebar-state";
import "../../ui/modal.css";
import "./sidebar.css";

/** `label` is an i18n key when the panel's label lives outside the sidebar namespace. */
const PANELS: readonly { id: Panel; icon: ReactNode; body: () => ReactNode; label?: string }[] = [
  { id: "games", icon: <GamesIcon />, body: () => <GamesPanel />, label: "games:nav" },
  { id: "spinner-styles", icon: <StylesIcon />, body: () => <SpinnerStylesPanel /> },
  { id: "participants", icon: <UsersIcon />, body: () => <ParticipantsPanel /> },
  { id: "dice", icon: <DiceIcon />, body: () => <DicePanel /> },
  { id: "numbers", icon: <HashIcon />, body: () => <NumbersPanel /> },
  { id: "random-numbers", icon: <ShuffleIcon />, body: () => <RandomNumbersPanel /> },
  { id: "colors", icon: <PaletteIcon />, body: () => <ColorsPanel /> },
  { id: "binary", icon: <ToggleIcon />, body: () => <BinaryPanel /> },
  { id: "help", icon: <HelpIcon />, body: () => <HelpPanel /> },
];

const TABS = ["menu", "results"] as const;
type Tab = (typeof TABS)[number];

/**
 * The sidebar's inside: Menu and Results tabs, or only the icon nav when collapsed. While a
 * spin runs every control sits in a disabled fieldset, so nothing can change the list mid-spin.
 */
export function SidebarContent({ collapsed }: { collapsed: boolean }) {
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
        {collapsed ? <SidebarNav collapsed /> : <SidebarTabs />}
      </fieldset>
    </div>
  );
}

function SidebarTabs() {
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
          {tab === id && (id === "menu" ? <MenuTab /> : <ResultsTab />)}
        </div>
      ))}
    </>
  );
}

function MenuTab() {
  const { t } = useTranslation("sidebar");
  const { panel } = useSidebar();
  const headingId = useId();
  const current = PANELS.find((p) => p.id === panel) ?? PANELS[2];
  return (
    <>
      <SidebarNav collapsed={false} />
      {current && (
        <section className="sidebar-panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="sidebar-panel-title">
            {t(current.label ?? `nav.${current.id}`)}
          </h2>
          {current.body()}
        </section>
      )}
    </>
  );
}

function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation("sidebar");
  const { panel, setPanel } = useSidebar();
  return (
    <nav aria-label={t("nav.label")} className="sidebar-nav">
      <ul>
        {PANELS.map(({ id, icon, label: key }) => {
          const label = t(key ?? `nav.${id}`);
          return (
            <li key={id}>
              <button
                type="button"
                className="sidebar-nav-button"
                aria-current={panel === id ? "true" : undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                onClick={() => setPanel(id)}
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
