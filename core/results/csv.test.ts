import { describe, expect, it } from "vitest";
import { csvCell, resultsCsv } from "./csv";
import type { SpinResult } from "./results";

const labels = {
  heading: (c: string) => c.toUpperCase(),
  spinner: (n: string) => n || "Untitled",
  type: (r: SpinResult) => r.type,
  game: (r: SpinResult) => r.gameType ?? "",
  outcome: (r: SpinResult) => r.gameResultCandidate ?? "",
};

describe("results as CSV", () => {
  it("writes a heading row and one row per result with local date and time", () => {
    const at = new Date(2026, 10, 3, 9, 5, 7).getTime();
    const csv = resultsCsv(
      [
        {
          id: "a",
          winner: "Zoë",
          type: "games",
          timestamp: at,
          spinnerName: "",
          gameType: "trivia",
          gameResultCandidate: "🟢",
        },
        { id: "b", winner: "Bo", type: "dice", timestamp: at - 1000, spinnerName: "Friday" },
      ],
      labels,
    );
    expect(csv).toBe(
      "\uFEFFDATE,TIME,WINNER,SPINNER,TYPE,GAME,OUTCOME\r\n" +
        "2026-11-03,09:05:07,Zoë,Untitled,games,trivia,🟢\r\n" +
        "2026-11-03,09:05:06,Bo,Friday,dice,,\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, and disarms formulas", () => {
    expect(csvCell('Ann, "the great"')).toBe('"Ann, ""the great"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("-5")).toBe("-5");
    expect(csvCell("-1+A1")).toBe("'-1+A1");
    expect(csvCell("@here")).toBe("'@here");
    expect(csvCell("plain")).toBe("plain");
  });
});
