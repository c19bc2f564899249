import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SettingsProvider } from "../settings/settings";
import { SidebarContent } from "../sidebar/sidebar";
import { renderSidebar } from "../sidebar/test-support";
import { GameTypeProvider, useGameType } from "./game-type";
import { GamesPanel } from "./games-panel";

let current: ReturnType<typeof useGameType> | undefined;
function Probe() {
  current = useGameType();
  return null;
}

function renderPanel() {
  render(
    <SettingsProvider>
      <GameTypeProvider>
        <GamesPanel />
        <Probe />
      </GameTypeProvider>
    </SettingsProvider>,
  );
  return screen.getByRole("group", { name: "Game" });
}

const stored = () => JSON.parse(localStorage.getItem("funModeGameType") ?? "null");

describe("GamesPanel", () => {
  it("offers the five games, Just spin by default, with pictures for the four card games", () => {
    const group = renderPanel();
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "Just spin",
      "Trivia",
      "Would You Rather",
      "Which One Are You",
      "Truth or Dare",
    ]);
    expect(within(group).getByRole("radio", { name: "Just spin" })).toHaveProperty("checked", true);
    const images = Array.from(group.querySelectorAll("img"));
    expect(images.map((img) => img.getAttribute("src"))).toEqual([
      "/images/games/trivia.svg",
      "/images/games/would-you-rather.svg",
      "/images/games/which-one-you-are.svg",
      "/images/games/truth-dare.svg",
    ]);
    for (const img of images) {
      expect(img.getAttribute("alt")).toBe("");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["40", "27"]);
    }
    expect(screen.getByText(/only in Participants mode/)).toBeTruthy();
  });

  it("stores the choice as funModeGameType and shares it through the provider", async () => {
    const group = renderPanel();
    await userEvent.click(within(group).getByRole("radio", { name: "Truth or Dare" }));
    expect(stored()).toBe("truth-dare");
    expect(current?.[0]).toBe("truth-dare");
    expect(within(group).getByRole("radio", { name: "Truth or Dare" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("starts from the stored game", () => {
    localStorage.setItem("funModeGameType", JSON.stringify("trivia"));
    const group = renderPanel();
    expect(within(group).getByRole("radio", { name: "Trivia" })).toHaveProperty("checked", true);
    expect(current?.[0]).toBe("trivia");
  });

  it("useGameType needs its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useGameType must be used within a GameTypeProvider");
    vi.restoreAllMocks();
  });
});

describe("Games in the sidebar", () => {
  it("is first in the nav and opening it keeps the list mode", async () => {
    const { user, sidebar } = renderSidebar(
      <GameTypeProvider>
        <SidebarContent collapsed={false} />
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
