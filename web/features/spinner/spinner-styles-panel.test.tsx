import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { SpinnerStylesPanel } from "./spinner-styles-panel";

beforeAll(() => loadAreaStrings("panels", "en"));

function renderPanel({ showAdult = false } = {}) {
  if (showAdult) localStorage.setItem("showAdultSpinners", "true");
  const user = userEvent.setup();
  const result = render(
    <SettingsProvider>
      <SpinnerStylesPanel />
    </SettingsProvider>,
  );
  return { ...result, user };
}

const styleButtons = () =>
  within(screen.getByRole("list", { name: "Spinner styles" })).getAllByRole("button");

describe("SpinnerStylesPanel", () => {
  it("offers the family styles with artwork, and hides adult ones", () => {
    renderPanel();
    expect(styleButtons()).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Beer Bottle" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Champagne" })).toBeNull();
    const img = screen.getByRole("button", { name: "Compass" }).querySelector("img");
    expect(img?.getAttribute("src")).toBe("/images/spinners/compass.svg");
    expect(img?.getAttribute("alt")).toBe("");
    expect(styleButtons().filter((b) => b.getAttribute("aria-pressed") === "true")).toHaveLength(1);
  });

  it("shows adult styles once the setting is on", () => {
    renderPanel({ showAdult: true });
    expect(styleButtons()).toHaveLength(13);
    expect(screen.getByRole("button", { name: "Whisky Bottle" })).toBeTruthy();
  });

  it("persists the chosen style", async () => {
    const { user, unmount } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Magic Wand" }));
    expect(screen.getByRole("button", { name: "Magic Wand", pressed: true })).toBeTruthy();
    expect(localStorage.getItem("selectedSpinner")).toBe('"magic-wand"');
    unmount();
    renderPanel();
    expect(screen.getByRole("button", { name: "Magic Wand", pressed: true })).toBeTruthy();
  });
});
