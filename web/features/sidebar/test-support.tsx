import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { Participant } from "#core/lists/participants.ts";
import { i18n } from "../../lib/i18n";
import { ResultsProvider } from "../results/results-state";
import { SettingsProvider } from "../settings/settings";
import type { ListMode } from "./sidebar-settings";
import { type Sidebar, SidebarProvider, useSidebar } from "./sidebar-state";

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
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <SidebarProvider>
          <ResultsProvider>
            {ui}
            <Probe />
          </ResultsProvider>
        </SidebarProvider>
      </SettingsProvider>
    </I18nextProvider>,
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
