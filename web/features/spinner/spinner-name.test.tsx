import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { SpinnerName } from "./spinner-name";

function renderName() {
  const user = userEvent.setup();
  render(
    <SettingsProvider>
      <SpinnerName disabled={false} />
    </SettingsProvider>,
  );
  return user;
}

describe("the spinner name", () => {
  it("is set in the 'Set Spinner Name' dialog and shown", async () => {
    const user = renderName();
    await user.click(screen.getByRole("button", { name: "Set spinner name" }));
    const dialog = await screen.findByRole("dialog", { name: "Set Spinner Name" });
    await user.type(within(dialog).getByLabelText("Spinner Name"), "Friday quiz{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "Friday quiz" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("spinnerName") ?? "null")).toBe("Friday quiz");
  });

  it("keeps the old name on Cancel", async () => {
    localStorage.setItem("spinnerName", JSON.stringify("Team"));
    const user = renderName();
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
