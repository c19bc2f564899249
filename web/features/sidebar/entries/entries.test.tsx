import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ParticipantsPanel } from "../panels/participants-panel";
import { renderSidebar } from "../test-support";

/** The names list's options and tools (issue 18), in the Participants panel. */
const stored = () => JSON.parse(localStorage.getItem("savedParticipants") ?? "null");
const settings = () => JSON.parse(localStorage.getItem("sidebarSettings") ?? "{}");
const three = [
  { id: "a", name: "Ann" },
  { id: "b", name: "Bo" },
  { id: "c", name: "Cy" },
];

async function openOptions(user: ReturnType<typeof renderSidebar>["user"], name: string) {
  await user.click(screen.getByRole("button", { name: `Edit ${name}` }));
  await user.click(await screen.findByRole("button", { name: `Options for ${name}` }));
  return screen.findByRole("dialog", { name: `Options for ${name}` });
}

describe("a name's options", () => {
  it("saves a weight from 1 to 100 and absent today; refuses anything else", async () => {
    const { user, sidebar } = renderSidebar(<ParticipantsPanel />, { participants: three });
    const dialog = await openOptions(user, "Bo");
    const weight = within(dialog).getByRole("spinbutton", { name: "Weight" });
    for (const bad of ["101", "2.5", ""]) {
      await user.clear(weight);
      if (bad) await user.type(weight, bad);
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(within(dialog).getByRole("alert").textContent).toBe(
        "The weight must be a whole number from 1 to 100.",
      );
      expect(stored()[1]).toEqual({ id: "b", name: "Bo" });
    }
    await user.clear(weight);
    await user.type(weight, "100");
    await user.click(within(dialog).getByRole("checkbox", { name: /Absent today/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(stored()[1]).toEqual({ id: "b", name: "Bo", weight: 100, hidden: true });
    // Absent today: off the spinner, still in the list, with its marks.
    expect(sidebar().items.map((i) => i.label)).toEqual(["Ann", "Cy"]);
    const row = screen.getAllByRole("listitem").find((li) => li.textContent?.startsWith("Bo"));
    expect(await within(row as HTMLElement).findByText("Absent")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Counts 100 times")).toBeTruthy();
  });

  it("Cancel changes nothing", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />, { participants: three });
    const dialog = await openOptions(user, "Ann");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Weight" }), "5");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(stored()).toEqual(three);
  });
});

describe("the list tools", () => {
  it("open from a button that says whether they are shown", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />, { participants: three });
    const button = screen.getByRole("button", { name: "List tools" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("button", { name: "Shuffle" })).toBeTruthy();
  });

  it("keep the rotation, the tally and the winners per spin in the list's settings", async () => {
    const { user, sidebar } = renderSidebar(<ParticipantsPanel />, { participants: three });
    await user.click(screen.getByRole("button", { name: "List tools" }));
    await user.click(await screen.findByRole("checkbox", { name: "Everyone gets a turn" }));
    expect(screen.getByText("Picked so far: 0 of 3")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Keep the winner and count wins" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Winners per spin" }), "4");
    expect(settings()).toMatchObject({ fairRotation: true, countWins: true, winners: 4 });
    expect(sidebar().settings.winners).toBe(4);
    // Removing the winner and counting its wins exclude each other, both ways.
    await user.click(screen.getByRole("checkbox", { name: "Remove winner after pick" }));
    expect(settings().countWins).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "Keep the winner and count wins" }));
    expect(localStorage.getItem("removeWinnerAfterPick")).toBe("false");
  });

  it("clear all is undone by Undo, and an empty list offers no clear", async () => {
    const { user } = renderSidebar(<ParticipantsPanel />, { participants: three });
    await user.click(screen.getByRole("button", { name: "List tools" }));
    await user.click(await screen.findByRole("button", { name: "Clear all" }));
    expect(stored()).toBeNull();
    expect((screen.getByRole("button", { name: "Clear all" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(stored()).toEqual(three);
  });
});
