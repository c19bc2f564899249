import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { withStrings } from "#web/lib/area-strings.ts";
import { useTranslation } from "#web/lib/translator.ts";
import { ChevronIcon, CloseIcon, MenuIcon } from "#web/ui/icons.tsx";
import { WhenVisible } from "#web/ui/when-visible.tsx";
import "./app-shell.css";
import { DESKTOP_QUERY, useMediaQuery } from "#web/lib/use-media-query.ts";
import { useGuidance } from "./use-guidance";

// Below the spinner, which fills the first screen: loaded when scrolled to, with the info
// section's strings.
const SiteFooter = lazy(
  withStrings("info", () => import("./site-footer").then((m) => ({ default: m.SiteFooter }))),
);

type Props = {
  /** The header's controls, right of the logo. */
  controls: ReactNode;
  sidebar(collapsed: boolean): ReactNode;
  children: ReactNode;
};

/**
 * The play screen's frame: 54 px header, a sidebar that collapses to 80 px on desktop and
 * becomes a 280 px drawer below 1024 px, the spinner area and the footer.
 */
export function AppShell({ controls, sidebar, children }: Props) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const guidance = useGuidance();

  useEffect(() => {
    if (desktop) setDrawerOpen(false);
  }, [desktop]);

  useEffect(() => {
    if (!drawerOpen) return;
    sidebarRef.current?.focus();
    // Escape in a dialog opened from the drawer closes that dialog only.
    const onKey = (e: KeyboardEvent) =>
      e.key === "Escape" && !document.querySelector("dialog[open]") && setDrawerOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  const menuOpen = desktop ? !collapsed : drawerOpen;
  // "Open the menu…" is for the phone's hidden drawer, and only while it is closed: the
  // desktop's menu is in view, or was closed on purpose.
  const guide = guidance.visible && !desktop && !drawerOpen;
  const toggleMenu = () => (desktop ? setCollapsed((c) => !c) : setDrawerOpen((o) => !o));
  const sidebarState = desktop
    ? collapsed
      ? "collapsed"
      : "expanded"
    : drawerOpen
      ? "open"
      : "closed";

  return (
    <div className="shell" data-sidebar={sidebarState}>
      {/* The first Tab stop: straight to the spin button, past the header and the menu. */}
      <button
        type="button"
        className="visually-hidden skip-link"
        onClick={() => document.getElementById("spin")?.focus()}
      >
        {t("header.skipToSpinner")}
      </button>
      <header className="shell-header">
        <button
          type="button"
          className="icon-button"
          aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          data-guidance={guide || undefined}
          onClick={() => {
            guidance.dismiss();
            toggleMenu();
          }}
        >
          {menuOpen && !desktop ? <CloseIcon /> : <MenuIcon />}
        </button>
        {guide && (
          <p className="shell-guidance" role="status">
            {t("guidance.menu")}
          </p>
        )}
        <a className="shell-logo" href="/">
          {t("app.name")}
        </a>
        {controls}
      </header>

      {drawerOpen && (
        <button
          type="button"
          className="shell-backdrop"
          aria-label={t("header.closeMenu")}
          tabIndex={-1}
          onClick={() => setDrawerOpen(false)}
        />
      )}

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a convenience for pointers; keyboards use the Expand button */}
      <aside
        id="sidebar"
        ref={sidebarRef}
        className="shell-sidebar"
        aria-label={t("sidebar.label")}
        tabIndex={-1}
        inert={!desktop && !drawerOpen}
        onClick={desktop && collapsed ? () => setCollapsed(false) : undefined}
      >
        {desktop && (
          <button
            type="button"
            className="icon-button shell-collapse"
            aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
            aria-expanded={!collapsed}
            onClick={(e) => {
              e.stopPropagation();
              setCollapsed((c) => !c);
            }}
          >
            <ChevronIcon className="flip-when-collapsed" />
          </button>
        )}
        {sidebar(desktop && collapsed)}
      </aside>

      <main className="shell-main">{children}</main>

      <div className="shell-footer-area">
        <WhenVisible>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </WhenVisible>
      </div>
    </div>
  );
}
