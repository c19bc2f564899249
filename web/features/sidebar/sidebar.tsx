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
import { withStrings } from "../../lib/area-strings";
import { loadOnce } from "../../lib/load-once";
import { useTranslation } from "../../lib/translator";
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
import { ParticipantsPanel } from "./panels/participants-panel";
import { type Panel, useSidebar } from "./sidebar-state";
import "../../ui/controls.css";
import "./sidebar.css";

/**
 * The Results tab and the panels other than Participants load when first opened; pointing at
 * or focusing their button starts the download, so they are usually there by the click.
 */
function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const prefetch = loadOnce(load);
  const Body = lazy(() => prefetch().then((module) => ({ default: pick(module) })));
  return { body: () => <Body />, prefetch: () => void prefetch().catch(() => {}) };
}

/** The panels come in one chunk, with the panels' strings. */
const loadMenuPanels = withStrings("panels", () => import("./panels/menu-panels"));
const panel = (pick: (panels: typeof import("./panels/menu-panels")) => ComponentType) =>
  onDemand(loadMenuPanels, pick);

const RESULTS = onDemand(
  withStrings("results", () => import("../results/results-tab")),
  (m) => m.ResultsTab,
);

type PanelEntry = {
  id: Panel;
  icon: ReactNode;
  body: () => ReactNode;
  prefetch?: () => void;
  /** An i18n key when the panel's label lives outside the sidebar namespace. */
  label?: string;
};

const PANELS: readonly PanelEntry[] = [
  { id: "games", icon: <GamesIcon />, label: "games:nav", ...panel((m) => m.GamesPanel) },
  { id: "spinner-styles", icon: <StylesIcon />, ...panel((m) => m.SpinnerStylesPanel) },
  { id: "participants", icon: <UsersIcon />, body: () => <ParticipantsPanel /> },
  { id: "dice", icon: <DiceIcon />, ...panel((m) => m.DicePanel) },
  { id: "numbers", icon: <HashIcon />, ...panel((m) => m.NumbersPanel) },
  { id: "random-numbers", icon: <ShuffleIcon />, ...panel((m) => m.RandomNumbersPanel) },
  { id: "colors", icon: <PaletteIcon />, ...panel((m) => m.ColorsPanel) },
  { id: "binary", icon: <ToggleIcon />, ...panel((m) => m.BinaryPanel) },
  { id: "help", icon: <HelpIcon />, ...panel((m) => m.HelpPanel) },
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
            onPointerEnter={id === "results" ? RESULTS.prefetch : undefined}
            onFocus={id === "results" ? RESULTS.prefetch : undefined}
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
            {tab === id && (id === "menu" ? <MenuTab /> : RESULTS.body())}
          </Suspense>
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
          <Suspense fallback={null}>{current.body()}</Suspense>
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
        {PANELS.map(({ id, icon, label: key, prefetch }) => {
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
