import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SpinResult } from "#core/results/results.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { ResultsModal } from "./results-modal";

// The Results tab comes with the "results" strings area (see the sidebar).
beforeAll(() => loadAreaStrings("results", "en"));

const NOW = new Date(2024, 5, 15, 18, 0); // Saturday 15 June 2024, local time
let count = 0;

function result(day: number, hour: number, extra: Partial<SpinResult> = {}): SpinResult {
  count += 1;
  return {
    id: `r${count}`,
    winner: `Winner ${count}`,
    type: "participants",
    timestamp: new Date(2024, 5, day, hour, count).getTime(),
    spinnerName: "Party",
    ...extra,
  };
}

function renderModal(list: unknown[], onClose = vi.fn()) {
  localStorage.setItem("spinResults", JSON.stringify(list));
  render(<ResultsModal open onClose={onClose} />);
  return screen.getByRole("dialog", { name: "Spin Results" });
}

const headings = (root: HTMLElement, level: number) =>
  within(root)
    .queryAllByRole("heading", { level })
    .map((heading) => heading.textContent);

/** The <section> a heading introduces. */
const sectionOf = (root: HTMLElement, level: number, name: string) =>
  within(root).getByRole("heading", { level, name }).closest("section") as HTMLElement;

describe("ResultsModal", () => {
  beforeEach(() => {
    count = 0;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("is 600 px wide and shows an empty state without results", () => {
    const dialog = renderModal([]);
    expect(dialog.style.maxWidth).toContain("600px");
    expect(within(dialog).getByText("No spin results yet.")).toBeTruthy();
    expect(headings(dialog, 3)).toEqual([]);
  });

  it("groups days as Today, Yesterday and the long date, newest first", () => {
    const dialog = renderModal([
      result(13, 10),
      result(15, 0),
      result(14, 23),
      result(15, 17),
      result(14, 0),
    ]);
    expect(headings(dialog, 3)).toEqual(["Today", "Yesterday", "Thursday, June 13, 2024"]);
    expect(within(sectionOf(dialog, 3, "Today")).getAllByRole("listitem")).toHaveLength(2);
    expect(within(sectionOf(dialog, 3, "Yesterday")).getAllByRole("listitem")).toHaveLength(2);
    const older = sectionOf(dialog, 3, "Thursday, June 13, 2024");
    expect(within(older).getByText("Winner 1")).toBeTruthy();
    expect(older.querySelector("time")?.getAttribute("dateTime")).toBe("2024-06-13");
  });

  it("groups each day by spinner name, then by translated type", () => {
    const dialog = renderModal([
      result(15, 9, { spinnerName: "Office" }),
      result(15, 10, { type: "dice", winner: "6" }),
      result(15, 11, { spinnerName: "" }),
      result(15, 12),
      result(15, 13, { spinnerName: "Office", type: "colors", winner: "#ff0000" }),
    ]);
    const today = sectionOf(dialog, 3, "Today");
    expect(headings(today, 4)).toEqual(["Office", "Party", "Untitled spinner"]);

    const office = sectionOf(today, 4, "Office");
    expect(headings(office, 5)).toEqual(["Colors", "Participants"]);
    const party = sectionOf(today, 4, "Party");
    expect(headings(party, 5)).toEqual(["Participants", "Dice"]);
    const partyEntries = within(party).getAllByRole("listitem");
    expect(partyEntries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^12:04\sPMWinner 4$/),
      expect.stringMatching(/^10:02\sAM6$/),
    ]);
    const untitled = sectionOf(today, 4, "Untitled spinner");
    expect(within(untitled).getByText("Winner 3")).toBeTruthy();
  });

  it("shows each entry's time, winner as recorded and labelled outcome", () => {
    const dialog = renderModal([
      result(15, 8, { type: "games", gameType: "trivia", gameResultCandidate: "🟢" }),
      result(15, 9, { type: "games", gameType: "truth-dare", gameResultCandidate: "🔴" }),
      result(15, 10, { type: "games", gameType: "would-you-rather", gameResultCandidate: "⚪" }),
      result(15, 11, { type: "games", winner: "modal.title" }),
    ]);
    const entries = within(dialog).getAllByRole("listitem");
    expect(
      entries.map((entry) => within(entry).queryByRole("img")?.getAttribute("aria-label")),
    ).toEqual([undefined, "Skipped", "Failure", "Success"]);
    expect(entries[0]?.textContent).toMatch(/^11:04\sAMmodal\.title$/);
    const skipped = within(dialog).getByRole("img", { name: "Skipped" });
    expect(skipped.classList.contains("outcome-skipped")).toBe(true);
    expect(skipped.textContent).toBe("");
  });

  it("ignores corrupt stored entries", () => {
    const dialog = renderModal([
      result(15, 9),
      { ...result(15, 10), gameResultCandidate: "🟡" },
      { ...result(15, 11), id: "" },
      42,
    ]);
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    expect(within(dialog).getByText("Winner 1")).toBeTruthy();
  });

  it("calls onClose from the footer Close button", async () => {
    const onClose = vi.fn();
    const dialog = renderModal([result(15, 9)], onClose);
    const buttons = within(dialog).getAllByRole("button", { name: "Close" });
    await userEvent.setup().click(buttons[buttons.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("names a game result's game and says the results are kept in this browser", () => {
    const dialog = renderModal([result(15, 9, { type: "games", gameType: "trivia" })]);
    expect(within(dialog).getByRole("listitem").textContent).toContain("Trivia");
    expect(within(dialog).getByText(/Saved in this browser only/)).toBeTruthy();
  });

  it("clears every result only after the confirmation", async () => {
    const user = userEvent.setup();
    const dialog = renderModal([result(15, 9), result(14, 9)]);
    await user.click(within(dialog).getByRole("button", { name: "Clear results" }));
    const confirm = screen.getByRole("dialog", { name: "Clear all results?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Clear results" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Clear all results?" })).getByRole("button", {
        name: "Clear all",
      }),
    );
    expect(await within(dialog).findByText("No spin results yet.")).toBeTruthy();
    expect(localStorage.getItem("spinResults")).toBeNull();
    expect(
      (within(dialog).getByRole("button", { name: "Clear results" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("exports the results as CSV, with the game and its outcome", async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:results";
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: () => {} });
    const dialog = renderModal([
      result(15, 9, { type: "games", gameType: "truth-dare", gameResultCandidate: "🔴" }),
    ]);
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Export CSV" }));
    expect(create).toHaveBeenCalledOnce();
    const text = await (blobs[0] as Blob).text();
    expect(text.split("\r\n")).toEqual([
      "\uFEFFDate,Time,Winner,Spinner,Type,Game,Outcome",
      "2024-06-15,09:01:00,Winner 1,Party,Games,Truth or Dare,Failure",
      "",
    ]);
  });
});
