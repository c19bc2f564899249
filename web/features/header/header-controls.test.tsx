import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { ThemeProvider } from "#web/lib/theme.tsx";
import { HeaderControls } from "./header-controls";

function renderHeader() {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <SettingsProvider>
        <HeaderControls
          Account={({ feature, onClose }) => (
            <dialog open aria-label={`Composed ${feature}`}>
              <button type="button" onClick={onClose}>
                Done
              </button>
            </dialog>
          )}
        />
      </SettingsProvider>
    </ThemeProvider>,
  );
  return user;
}

describe("the header controls", () => {
  it.each([
    ["Share spinner", "share"],
    ["Open saved spinners", "saved"],
    ["Profile", "profile"],
  ])("%s opens the %s dialog the page composes in, and closes it", async (button, feature) => {
    const user = renderHeader();
    await user.click(screen.getByRole("button", { name: button }));
    const dialog = await screen.findByRole("dialog", { name: `Composed ${feature}` });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the language dialog with the eleven languages by their own names", async () => {
    const user = renderHeader();
    await user.click(screen.getByRole("button", { name: "Language" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    expect(within(dialog).getAllByRole("button", { pressed: false })).toHaveLength(10);
    expect(within(dialog).getByRole("button", { name: "English", pressed: true })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("toggles sound and the adult spinners, remembered", async () => {
    const user = renderHeader();
    const sound = screen.getByRole("button", { name: "Sound" });
    expect(sound.getAttribute("aria-pressed")).toBe("true");
    await user.click(sound);
    expect(sound.getAttribute("aria-pressed")).toBe("false");
    expect(localStorage.getItem("audioEnabled")).toBe("false");
    const adult = screen.getByRole("button", { name: /Show adult spinners/ });
    await user.click(adult);
    expect(adult.getAttribute("aria-pressed")).toBe("true");
    expect(localStorage.getItem("showAdultSpinners")).toBe("true");
  });
});
