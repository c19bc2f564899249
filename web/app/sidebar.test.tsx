import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GameTypeProvider } from "#web/features/games/game-type.ts";
import { SidebarContent } from "#web/features/sidebar/sidebar.tsx";
import { renderSidebar, texts } from "#web/features/sidebar/test-support.tsx";
import { SIDEBAR_PARTS } from "./sidebar-parts";

const NAV = [
  "Games",
  "Spinner styles",
  "Participants",
  "Dice",
  "Numbers",
  "Random numbers",
  "Colours",
  "Binary",
  "Help",
];

const nav = () => screen.getByRole("navigation", { name: "Spinner menu" });
const navButton = (name: string) => within(nav()).getByRole("button", { name });
/**
 * HTML's rule, which happy-dom does not apply: a control is also disabled inside a disabled
 * fieldset (none of ours sit in a legend, the one exception).
 */
const isDisabled = (el: Element) =>
  el.matches(":disabled") || el.closest("fieldset[disabled]") !== null;
const stored = () => JSON.parse(localStorage.getItem("funModeGameType") ?? "null");
const panelTitle = () => screen.getByRole("region").querySelector("h2")?.textContent;

describe("SidebarContent", () => {
  it("has a Menu/Results tablist moved with arrow keys, Home and End", async () => {
    const { user } = renderSidebar(<SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />);
    const menu = screen.getByRole("tab", { name: "Menu" });
    const results = screen.getByRole("tab", { name: "Results" });
    expect(menu.getAttribute("aria-selected")).toBe("true");
    expect(results.tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel", { name: "Menu" })).toBeTruthy();

    menu.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(results);
    expect(results.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Results" })).toBeTruthy();
    // The Results tab and the panels other than Participants load when first opened.
    expect(await screen.findByRole("heading", { name: "Recent results" })).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(menu);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(results);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(menu);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(results);
  });

  it("lists every panel with a label and marks the current one", () => {
    renderSidebar(<SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />);
    expect(
      within(nav())
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(NAV);
    expect(navButton("Participants").getAttribute("aria-current")).toBe("true");
    expect(panelTitle()).toBe("Participants");
  });

  it("switching to a list panel makes it the spinner's list", async () => {
    const { user, sidebar } = renderSidebar(
      <SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />,
    );
    await user.click(navButton("Dice"));
    expect(navButton("Dice").getAttribute("aria-current")).toBe("true");
    expect(navButton("Participants").getAttribute("aria-current")).toBeNull();
    expect(panelTitle()).toBe("Dice");
    expect(sidebar().settings.listMode).toBe("dice");
    // The dice load with their mode.
    await waitFor(() =>
      expect(sidebar().items.map((i) => i.label)).toEqual(["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"]),
    );
    expect(JSON.parse(localStorage.getItem("sidebarSettings") ?? "{}").listMode).toBe("dice");

    await user.click(navButton("Binary"));
    expect(texts(await screen.findByRole("list", { name: "Options on the spinner" }))).toEqual([
      "Yes",
      "No",
    ]);
    expect(sidebar().settings.listMode).toBe("binary");
  });

  it("styles and help keep the current list", async () => {
    const { user, sidebar } = renderSidebar(
      <SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />,
      {
        mode: "numbers",
      },
    );
    await user.click(navButton("Spinner styles"));
    expect(await screen.findByRole("list", { name: "Spinner styles" })).toBeTruthy();
    await user.click(navButton("Help"));
    expect(sidebar().settings.listMode).toBe("numbers");
    await screen.findByText(/Current list: Numbers/);
    const region = screen.getByRole("region", { name: "Help" });
    expect(region.textContent).toContain("Current list: Numbers");
    expect(region.textContent).toContain("from 2 up to 36");
    expect(region.querySelector("a")).toBeNull();
  });

  it("shows only named icons when collapsed", () => {
    renderSidebar(<SidebarContent collapsed parts={SIDEBAR_PARTS} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
    const buttons = within(nav()).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(NAV);
    expect(buttons.map((b) => b.getAttribute("title"))).toEqual(NAV);
    for (const button of buttons) expect(button.textContent).toBe("");
  });

  it("disables every control while a spin locks the sidebar", async () => {
    const { container, sidebar } = renderSidebar(
      <SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />,
    );
    expect(screen.getByRole("status").textContent).toBe("");
    act(() => sidebar().setLocked(true));
    expect(screen.getByRole("status").textContent).toBe(
      "The list is locked while the spinner spins.",
    );
    const controls = container.querySelectorAll("button, input, select, textarea");
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(isDisabled(control)).toBe(true);

    // Even a click that got through would not switch: the state refuses while locked.
    fireEvent.click(navButton("Dice"));
    expect(sidebar().settings.listMode).toBe("participants");
    expect(panelTitle()).toBe("Participants");

    act(() => sidebar().setLocked(false));
    expect(screen.getByRole("status").textContent).toBe("");
    expect(isDisabled(navButton("Dice"))).toBe(false);
  });

  it("locks the collapsed nav too, with the status kept for screen readers", () => {
    const { sidebar } = renderSidebar(<SidebarContent collapsed parts={SIDEBAR_PARTS} />);
    act(() => sidebar().setLocked(true));
    expect(screen.getByRole("status").textContent).toBe(
      "The list is locked while the spinner spins.",
    );
    for (const button of within(nav()).getAllByRole("button")) {
      expect(isDisabled(button)).toBe(true);
    }
  });
});

describe("Games in the sidebar", () => {
  it("is first in the nav and opening it keeps the list mode", async () => {
    const { user, sidebar } = renderSidebar(
      <GameTypeProvider>
        <SidebarContent collapsed={false} parts={SIDEBAR_PARTS} />
      </GameTypeProvider>,
      { mode: "numbers" },
    );
    const nav = screen.getByRole("navigation", { name: "Spinner menu" });
    const first = within(nav).getAllByRole("button")[0];
    expect(first?.textContent).toBe("Games");

    await user.click(within(nav).getByRole("button", { name: "Games" }));
    expect(sidebar().panel).toBe("games");
    expect(sidebar().settings.listMode).toBe("numbers");
    const region = screen.getByRole("region", { name: "Games" });
    await user.click(await within(region).findByRole("radio", { name: "Would You Rather" }));
    expect(stored()).toBe("would-you-rather");
    expect(sidebar().settings.listMode).toBe("numbers");
    expect(JSON.parse(localStorage.getItem("sidebarSettings") ?? "{}").listMode).toBe("numbers");
  });
});
