import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SettingsProvider } from "../settings/settings";
import { SpinnerName } from "../spinner/spinner-name";
import { ThemeProvider } from "../theme/theme";
import { HeaderControls } from "./header-controls";

function renderHeader() {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <SettingsProvider>
        <HeaderControls />
        <SpinnerName disabled={false} />
      </SettingsProvider>
    </ThemeProvider>,
  );
  return user;
}

describe("the header controls", () => {
  it.each([
    ["Share spinner", "Share your spinner", /Sharing a spinner with a link needs a Twirl account/],
    ["Open saved spinners", "Saved spinners", /Saving spinners .* needs a Twirl account/],
    ["Profile", "Your profile", /no profile to sign in to/],
  ])("%s opens a dialog that says accounts are not open yet", async (button, title, body) => {
    const user = renderHeader();
    await user.click(screen.getByRole("button", { name: button }));
    const dialog = await screen.findByRole("dialog", { name: title });
    expect(within(dialog).getByText(body)).toBeTruthy();
    expect(within(dialog).getByText(/stay in this browser on this device/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
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

describe("the spinner name", () => {
  it("is set in the 'Set Spinner Name' dialog and shown", async () => {
    const user = renderHeader();
    await user.click(screen.getByRole("button", { name: "Set spinner name" }));
    const dialog = await screen.findByRole("dialog", { name: "Set Spinner Name" });
    await user.type(within(dialog).getByLabelText("Spinner Name"), "Friday quiz{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "Friday quiz" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("spinnerName") ?? "null")).toBe("Friday quiz");
  });

  it("keeps the old name on Cancel", async () => {
    localStorage.setItem("spinnerName", JSON.stringify("Team"));
    const user = renderHeader();
    await user.click(screen.getByRole("button", { name: "Set spinner name" }));
    const dialog = await screen.findByRole("dialog", { name: "Set Spinner Name" });
    const input = within(dialog).getByLabelText("Spinner Name");
    expect((input as HTMLInputElement).value).toBe("Team");
    await user.clear(input);
    await user.type(input, "Other");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Team" }).textContent).toBe("Team");
  });
});
