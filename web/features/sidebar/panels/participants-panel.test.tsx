import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { names, renderSidebar, texts } from "../test-support";
import { ParticipantsPanel } from "./participants-panel";

const list = () => screen.getByRole("list", { name: "Participants" });
const input = () => screen.getByRole("textbox", { name: "Add a name" });

describe("ParticipantsPanel", () => {
  it("shows the six default names and the count", () => {
    renderSidebar(<ParticipantsPanel />);
    expect(texts(list())).toEqual(["Alice", "Bob", "Charlie", "Diana", "Ethan", "Fiona"]);
    expect(screen.getByText("6 / 36")).toBeTruthy();
  });

  it("adds a trimmed name on top with Enter and clears the field", async () => {
    const { user, sidebar } = renderSidebar(<ParticipantsPanel />);
    await user.type(input(), "   Zoe  {Enter}");
    expect(texts(list())[0]).toBe("Zoe");
    expect((input() as HTMLInputElement).value).toBe("");
    expect(screen.getByText("7 / 36")).toBeTruthy();
    expect(sidebar().participants[0]?.name).toBe("Zoe");
    const stored = JSON.parse(localStorage.getItem("savedParticipants") ?? "[]");
    expect(stored[0].name).toBe("Zoe");
  });

  it("adds with the Add button too", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.type(input(), "Yan");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(texts(list())[0]).toBe("Yan");
  });

  it("suffixes a duplicate name and cuts long names to 20 characters", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.type(input(), "alice{Enter}");
    await user.type(input(), "Alice{Enter}");
    await user.type(input(), "A very long name that goes on{Enter}");
    expect(texts(list()).slice(0, 3)).toEqual(["A very long name tha", "Alice-2", "alice-1"]);
  });

  it("counts the characters near the 20 limit, and says when a longer name was cut", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.type(input(), "Bartholomew");
    expect(screen.queryByText(/\/20$/)).toBeNull();
    await user.type(input(), "-Alex");
    expect(screen.getByText("16/20")).toBeTruthy();
    await user.type(input(), "ander-Smith");
    const counter = screen.getByText("27/20");
    expect(counter.dataset.over).toBe("true");
    await user.keyboard("{Enter}");
    expect(texts(list())[0]).toBe("Bartholomew-Alexande");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Names can have up to 20 characters, so it was saved as “Bartholomew-Alexande”.",
    );
    expect(screen.queryByText(/\/20$/)).toBeNull();
    // The next keystroke puts the note away; a name within the limit says nothing.
    await user.type(input(), "Zoe{Enter}");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(texts(list())[0]).toBe("Zoe");
  });

  it("shows the counter while renaming too", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.click(screen.getByRole("button", { name: "Edit Bob" }));
    const edit = await screen.findByRole("textbox", { name: "New name for Bob" });
    await user.type(edit, "by-the-builder-2000");
    expect(screen.getByText("22/20").dataset.over).toBe("true");
  });

  it("rejects a blank name in an alert and keeps the text", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.type(input(), "   {Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Participant name cannot be empty");
    expect((input() as HTMLInputElement).value).toBe("   ");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    await user.type(input(), "x");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a 37th name with the maximum message", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />, { participants: names(36) });
    expect(screen.getByText("36 / 36")).toBeTruthy();
    await user.type(input(), "One more{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Maximum 36 participants allowed");
    expect((input() as HTMLInputElement).value).toBe("One more");
    expect(texts(list())).toHaveLength(36);
  });

  it("renames inline: Enter saves, Escape cancels, blank is refused", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.click(screen.getByRole("button", { name: "Edit Bob" }));
    const edit = await screen.findByRole("textbox", { name: "New name for Bob" });
    await user.clear(edit);
    await user.type(edit, "Robert{Enter}");
    expect(texts(list())[1]).toBe("Robert");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Robert" }));

    await user.click(screen.getByRole("button", { name: "Edit Alice" }));
    await user.type(
      await screen.findByRole("textbox", { name: "New name for Alice" }),
      "zzz{Escape}",
    );
    expect(texts(list())[0]).toBe("Alice");

    await user.click(screen.getByRole("button", { name: "Edit Alice" }));
    const again = await screen.findByRole("textbox", { name: "New name for Alice" });
    await user.clear(again);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Participant name cannot be empty");
    await user.click(screen.getByRole("button", { name: "Cancel editing Alice" }));
    expect(texts(list())[0]).toBe("Alice");
  });

  it("renaming to a taken name suffixes it", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.click(screen.getByRole("button", { name: "Edit Bob" }));
    const edit = await screen.findByRole("textbox", { name: "New name for Bob" });
    await user.clear(edit);
    await user.type(edit, "Alice");
    await user.click(screen.getByRole("button", { name: "Save name for Bob" }));
    expect(texts(list())[1]).toBe("Alice-1");
  });

  it("removes a name and shows the empty state when none are left", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />, { participants: names(2) });
    await user.click(screen.getByRole("button", { name: "Remove Name 1" }));
    expect(texts(list())).toEqual(["Name 2"]);
    expect(document.activeElement).toBe(input());
    await user.click(screen.getByRole("button", { name: "Remove Name 2" }));
    expect(screen.queryByRole("list", { name: "Participants" })).toBeNull();
    expect(screen.getByText("No participants yet. Add a name to start.")).toBeTruthy();
    expect(screen.getByText("0 / 36")).toBeTruthy();
    expect(localStorage.getItem("savedParticipants")).toBeNull();
  });

  it("persists the remove-winner checkbox", async () => {
    const { user, unmount } = renderSidebar(<ParticipantsPanel />);
    const box = screen.getByRole("checkbox", { name: "Remove winner after pick" });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(localStorage.getItem("removeWinnerAfterPick")).toBe("true");
    unmount();
    renderSidebar(<ParticipantsPanel />);
    const again = screen.getByRole("checkbox", { name: "Remove winner after pick" });
    expect((again as HTMLInputElement).checked).toBe(true);
  });

  it("opens the load modal", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />);
    await user.click(screen.getByRole("button", { name: "Load participants" }));
    const dialog = await screen.findByRole("dialog", { name: "Load participants" });
    expect(within(dialog).getByRole("radio", { name: "Clear and load" })).toBeTruthy();
  });
});
