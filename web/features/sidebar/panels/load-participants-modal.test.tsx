import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { names, renderSidebar } from "../test-support";
import { ParticipantsPanel } from "./participants-panel";

function setup(options: Parameters<typeof renderSidebar>[1] = {}) {
  const rendered = renderSidebar(<ParticipantsPanel />, options);
  const open = async () => {
    await rendered.user.click(screen.getByRole("button", { name: "Load participants" }));
    return screen.findByRole("dialog", { name: "Load participants" });
  };
  const current = () => rendered.sidebar().participants.map((p) => p.name);
  return { ...rendered, open, current };
}

const DEFAULTS = ["Alice", "Bob", "Charlie", "Diana", "Ethan", "Fiona"];

describe("LoadParticipantsModal", () => {
  it("clears and loads pasted names, split on commas, semicolons and new lines", async () => {
    const { user, open, current } = setup();
    const dialog = await open();
    expect(
      within(dialog).getByRole<HTMLInputElement>("radio", { name: "Clear and load" }).checked,
    ).toBe(true);
    await user.type(
      within(dialog).getByRole("textbox", { name: "Or paste names" }),
      " Ann, Ben;Cy{Enter}{Enter}Dee ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Load" }));
    expect(current()).toEqual(["Ann", "Ben", "Cy", "Dee"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("4 / 36")).toBeTruthy();
  });

  it("appends after the existing names", async () => {
    const { user, open, current, sidebar } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole("radio", { name: "Append" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Or paste names" }), "Ann,Ben");
    await user.click(within(dialog).getByRole("button", { name: "Load" }));
    expect(current()).toEqual([...DEFAULTS, "Ann", "Ben"]);
    const ids = sidebar().participants.map((p) => p.id);
    expect(new Set(ids).size).toBe(8);
  });

  it("reads a chosen .csv file into the text box, then loads it", async () => {
    const { user, open, current, sidebar } = setup();
    const dialog = await open();
    const file = new File(["Xena\nYuri\nZack\n"], "names.csv", { type: "text/csv" });
    await user.upload(within(dialog).getByLabelText("Choose a file (.csv or .txt)"), file);
    const text = within(dialog).getByRole<HTMLTextAreaElement>("textbox", {
      name: "Or paste names",
    });
    await waitFor(() => expect(text.value).toBe("Xena\nYuri\nZack\n"));
    expect(within(dialog).getByRole("status").textContent).toContain("names.csv");
    expect(current()).toEqual(DEFAULTS);
    await user.click(within(dialog).getByRole("radio", { name: "Append" }));
    await user.click(within(dialog).getByRole("button", { name: "Load" }));
    expect(current()).toEqual([...DEFAULTS, "Xena", "Yuri", "Zack"]);
    const ids = sidebar().participants.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a file that is not .csv or .txt", async () => {
    const { open } = setup();
    const dialog = await open();
    const input = within(dialog).getByLabelText("Choose a file (.csv or .txt)");
    const file = new File(["%PDF"], "names.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Only .csv and .txt files can be loaded.",
    );
  });

  const errorCases: [string, string, "replace" | "append", string][] = [
    ["empty text", "   ", "replace", "Please provide participant names"],
    ["only separators", " , ;\n ", "replace", "No valid participant names found"],
    ["duplicates", "Ann, Ben, ann", "replace", "Duplicate names found: Ann"],
    ["names already in the list", "Bob, Zed, alice", "append", "Names already exist: Bob, alice"],
    [
      "more than the maximum when appending",
      names(31, "New")
        .map((p) => p.name)
        .join(","),
      "append",
      "Adding these names would exceed the maximum of 36 participants",
    ],
    [
      "more than the maximum when replacing",
      names(37, "New")
        .map((p) => p.name)
        .join(","),
      "replace",
      "Maximum 36 participants allowed",
    ],
  ];

  it.each(errorCases)(
    "shows an alert for %s and changes nothing",
    async (_, text, mode, message) => {
      const { user, open, current } = setup();
      const dialog = await open();
      if (mode === "append")
        await user.click(within(dialog).getByRole("radio", { name: "Append" }));
      const box = within(dialog).getByRole("textbox", { name: "Or paste names" });
      // Pasted in one go, as a user would, rather than typed key by key.
      fireEvent.change(box, { target: { value: text } });
      await user.click(within(dialog).getByRole("button", { name: "Load" }));
      expect(within(dialog).getByRole("alert").textContent).toBe(message);
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(current()).toEqual(DEFAULTS);
      expect(screen.getByRole("dialog")).toBeTruthy();
    },
  );

  it("Cancel closes without changes and resets the form", async () => {
    const { user, open, current } = setup();
    let dialog = await open();
    await user.type(within(dialog).getByRole("textbox", { name: "Or paste names" }), "Ann");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(current()).toEqual(DEFAULTS);
    dialog = await open();
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: "Or paste names" }).value,
    ).toBe("");
  });
});
