import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SpinResult } from "#core/results/results.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { recordResult } from "./results-store";
import { ResultsTab } from "./results-tab";

// The Results tab comes with the "results" strings area (see the sidebar).
beforeAll(() => loadAreaStrings("results", "en"));

const NOW = new Date(2024, 5, 15, 18, 0);

function result(n: number, extra: Partial<SpinResult> = {}): SpinResult {
  return {
    id: `r${n}`,
    winner: `Winner ${n}`,
    type: "participants",
    timestamp: new Date(2024, 5, 15, 9, n).getTime(),
    spinnerName: "Party",
    ...extra,
  };
}

function seed(list: unknown) {
  localStorage.setItem("spinResults", JSON.stringify(list));
}

function renderTab() {
  return render(<ResultsTab />);
}

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("ResultsTab", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists only the 10 newest results, newest first", () => {
    seed(Array.from({ length: 12 }, (_, i) => result(i + 1)));
    renderTab();
    const rows = items();
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain("Winner 12");
    expect(rows[9]?.textContent).toContain("Winner 3");
    expect(screen.queryByText("Winner 2")).toBeNull();
    expect(screen.queryByText("Winner 1")).toBeNull();
  });

  it("shows winner, spinner name, translated type and time for each result", () => {
    seed([result(5, { type: "random-numbers", winner: "42" }), result(1, { spinnerName: "" })]);
    renderTab();
    const [first, second] = items();
    expect(first?.textContent).toContain("42");
    expect(first?.textContent).toContain("Party");
    expect(first?.textContent).toContain("Random numbers");
    expect(first?.textContent).toMatch(/9:05\sAM/);
    expect(second?.textContent).toContain("Untitled spinner");
    expect(second?.textContent).toContain("Participants");
  });

  it("shows winners exactly as recorded", () => {
    seed([result(1, { winner: "types.dice" })]);
    renderTab();
    expect(items()[0]?.textContent).toContain("types.dice");
  });

  it("shows an empty state when there are no results", () => {
    renderTab();
    expect(screen.getByText(/No results yet/)).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("button", { name: "View all results" })).toBeTruthy();
  });

  it("labels outcome circles, drawing the grey symbol as a muted white circle", () => {
    seed([
      result(3, { type: "games", gameResultCandidate: "🟢" }),
      result(2, { gameResultCandidate: "🔴" }),
      result(1, { gameResultCandidate: "⚪" }),
      result(0),
    ]);
    renderTab();
    const rows = items();
    expect(within(rows[0] as HTMLElement).getByRole("img", { name: "Success" })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole("img", { name: "Failure" })).toBeTruthy();
    const skipped = within(rows[2] as HTMLElement).getByRole("img", { name: "Skipped" });
    expect(skipped.classList.contains("outcome-skipped")).toBe(true);
    expect(skipped.textContent).not.toContain("⚪");
    expect(within(rows[3] as HTMLElement).queryByRole("img")).toBeNull();
  });

  it("ignores corrupt stored entries and keeps the valid ones", () => {
    seed([
      result(1),
      { ...result(2), winner: "" },
      { ...result(3), type: "cards" },
      { ...result(4), extra: true },
      { ...result(5), timestamp: "yesterday" },
      null,
      "Winner 6",
      result(7),
    ]);
    renderTab();
    const rows = items();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Winner 7");
    expect(rows[1]?.textContent).toContain("Winner 1");
  });

  it("shows the empty state when the stored value is not JSON", () => {
    localStorage.setItem("spinResults", "{not json");
    renderTab();
    expect(screen.getByText(/No results yet/)).toBeTruthy();
  });

  it("opens the Spin Results modal from View all results and closes it", async () => {
    const user = userEvent.setup();
    seed(Array.from({ length: 12 }, (_, i) => result(i + 1)));
    renderTab();
    await user.click(screen.getByRole("button", { name: "View all results" }));
    const dialog = await screen.findByRole("dialog", { name: "Spin Results" });
    expect(within(dialog).getByText("Winner 1")).toBeTruthy();
    const closeButtons = within(dialog).getAllByRole("button", { name: "Close" });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a result as soon as it is recorded, once, and not one 2 s after it", async () => {
    renderTab();
    expect(screen.getByText(/No results yet/)).toBeTruthy();
    let kept: boolean[] = [];
    await act(async () => {
      kept = [
        await recordResult(result(1)),
        await recordResult(result(1)),
        await recordResult({ ...result(2), timestamp: result(1).timestamp + 1_999 }),
      ];
    });
    expect(kept).toEqual([true, false, false]);
    expect(items()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem("spinResults") ?? "[]")).toHaveLength(1);
  });

  it("follows results recorded in another tab", () => {
    seed([result(1)]);
    renderTab();
    act(() => {
      seed([result(2), result(1)]);
      window.dispatchEvent(new StorageEvent("storage", { key: "spinResults" }));
    });
    expect(items()).toHaveLength(2);
  });

  it("keeps a result for the session when storage refuses to save it", async () => {
    renderTab();
    const setItem = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      await act(async () => {
        await recordResult(result(3));
      });
      expect(items()[0]?.textContent).toContain("Winner 3");
      expect(localStorage.getItem("spinResults")).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it("shows the date of a result from another day, and a game result's game", () => {
    seed([
      result(2, { type: "games", gameType: "would-you-rather" }),
      result(1, { timestamp: new Date(2024, 5, 14, 9, 1).getTime() }),
    ]);
    renderTab();
    const [today, yesterday] = items();
    expect(today?.textContent).toContain("Would You Rather");
    expect(today?.textContent).not.toContain("2024");
    expect(yesterday?.textContent).toMatch(/Jun 14, 2024/);
  });
});
