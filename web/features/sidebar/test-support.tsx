import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeAll } from "vitest";
import type { Participant } from "#core/lists/participants.ts";
import type { ListMode } from "#core/lists/sidebar-settings.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { type Sidebar, SidebarProvider, useSidebar } from "./sidebar-state";

// The panels' strings are an area of their own; the app loads them with the panel.
beforeAll(() => Promise.all([loadAreaStrings("panels", "en"), loadAreaStrings("entries", "en")]));

type Options = {
  /** Stored before render, so the providers start in this list mode. */
  mode?: ListMode;
  participants?: Participant[];
  showAdult?: boolean;
};

/** Renders `ui` inside the app's providers; `sidebar()` reads the live sidebar state. */
export function renderSidebar(ui: ReactNode, options: Options = {}) {
  if (options.mode)
    localStorage.setItem("sidebarSettings", JSON.stringify({ listMode: options.mode }));
  if (options.participants) {
    localStorage.setItem("savedParticipants", JSON.stringify(options.participants));
  }
  if (options.showAdult) localStorage.setItem("showAdultSpinners", "true");

  let current: Sidebar | undefined;
  function Probe() {
    current = useSidebar();
    return null;
  }
  const user = userEvent.setup();
  const result = render(
    <SettingsProvider>
      <SidebarProvider>
        {ui}
        <Probe />
      </SidebarProvider>
    </SettingsProvider>,
  );
  const sidebar = (): Sidebar => {
    if (!current) throw new Error("sidebar not rendered");
    return current;
  };
  return { ...result, user, sidebar };
}

export const names = (count: number, prefix = "Name"): Participant[] =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i + 1}`, name: `${prefix} ${i + 1}` }));

/** The texts of a list's items, in order. */
export const texts = (list: HTMLElement): string[] =>
  Array.from(list.querySelectorAll("li"), (li) => li.textContent ?? "");
