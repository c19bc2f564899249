import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { GameTypeProvider, useGameType } from "./game-type";
import { GamesPanel } from "./games-panel";

beforeAll(() => loadAreaStrings("panels", "en"));

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
    expect(() => render(<Probe />)).toThrow("useGameType needs its provider");
    vi.restoreAllMocks();
  });
});
