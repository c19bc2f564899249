import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupResults, localDateKey } from "./grouping";
import type { ResultType, SpinResult } from "./results";

// Day buckets depend on the local time zone. Pin one with daylight saving time so the
// 23- and 25-hour days are really exercised, whatever zone the machine runs in.
// (Node re-reads TZ when it is assigned; each test file runs in its own worker.)
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Berlin";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

let counter = 0;
function at(date: Date, spinnerName = "Party", type: ResultType = "participants"): SpinResult {
  counter++;
  return { id: `r${counter}`, winner: "Alice", type, timestamp: date.getTime(), spinnerName };
}

/** Local wall-clock time in the pinned zone. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe("time zone pin", () => {
  it("is in effect (otherwise the DST cases below prove nothing)", () => {
    expect(local(2024, 1, 15).getTimezoneOffset()).toBe(-60);
    expect(local(2024, 7, 15).getTimezoneOffset()).toBe(-120);
  });
});

describe("groupResults", () => {
  it("returns nothing for no results", () => {
    expect(groupResults([], local(2024, 5, 1))).toEqual([]);
  });

  it("labels today, yesterday and older dates by local calendar day", () => {
    const now = local(2024, 5, 10, 0, 5);
    const groups = groupResults(
      [at(local(2024, 5, 10, 0, 1)), at(local(2024, 5, 9, 23, 59)), at(local(2024, 5, 8, 23, 59))],
      now,
    );
    expect(groups.map((g) => [g.label, g.dateKey])).toEqual([
      ["today", "2024-05-10"],
      ["yesterday", "2024-05-09"],
      ["date", "2024-05-08"],
    ]);
    expect(groups[2]?.dayStart).toBe(local(2024, 5, 8, 0).getTime());
  });

  it("handles the 23-hour spring-forward day", () => {
    // 2024-03-31 lost an hour; 24 h before 00:30 on 1 April is still 30 March.
    const now = local(2024, 4, 1, 0, 30);
    const groups = groupResults(
      [at(local(2024, 3, 31, 0, 15)), at(local(2024, 3, 30, 23, 45))],
      now,
    );
    expect(groups.map((g) => [g.label, g.dateKey])).toEqual([
      ["yesterday", "2024-03-31"],
      ["date", "2024-03-30"],
    ]);
  });

  it("handles the 25-hour fall-back day", () => {
    // 2024-10-27 had 25 hours; 24 h before 23:30 that day is still 27 October.
    const now = local(2024, 10, 27, 23, 30);
    const groups = groupResults(
      [
        at(local(2024, 10, 27, 0, 1)),
        at(local(2024, 10, 26, 23, 59)),
        at(local(2024, 10, 25, 23, 59)),
      ],
      now,
    );
    expect(groups.map((g) => g.label)).toEqual(["today", "yesterday", "date"]);
    expect(groups[0]?.dayStart).toBe(local(2024, 10, 27, 0).getTime());
  });

  it("handles yesterday across a month and year boundary", () => {
    const groups = groupResults([at(local(2023, 12, 31, 22))], local(2024, 1, 1, 8));
    expect(groups[0]?.label).toBe("yesterday");
    expect(groups[0]?.dateKey).toBe("2023-12-31");
  });

  it("treats results from a future day as a plain date", () => {
    const groups = groupResults([at(local(2024, 5, 11, 9))], local(2024, 5, 10, 9));
    expect(groups[0]?.label).toBe("date");
  });

  it("nests by spinner name and type, newest first at every level", () => {
    const now = local(2024, 5, 10, 20);
    const r1 = at(local(2024, 5, 10, 9), "Office", "dice");
    const r2 = at(local(2024, 5, 10, 10), "Party", "participants");
    const r3 = at(local(2024, 5, 10, 11), "Office", "participants");
    const r4 = at(local(2024, 5, 10, 12), "Office", "dice");
    const groups = groupResults([r1, r2, r3, r4], now);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.spinners).toEqual([
      {
        spinnerName: "Office",
        types: [
          { type: "dice", results: [r4, r1] },
          { type: "participants", results: [r3] },
        ],
      },
      { spinnerName: "Party", types: [{ type: "participants", results: [r2] }] },
    ]);
  });

  it("breaks ties between spinner groups by locale collation", () => {
    const moment = local(2024, 5, 10, 9);
    // Code-unit order would put "Äpfel" last; German collation sorts it with the A's.
    const names = ["zebra", "Äpfel", "Birne"];
    const groups = groupResults(
      names.map((name) => at(moment, name)),
      local(2024, 5, 10, 20),
      "de",
    );
    expect(groups[0]?.spinners.map((s) => s.spinnerName)).toEqual(["Äpfel", "Birne", "zebra"]);
  });

  it("does not mutate its input", () => {
    const list = [at(local(2024, 5, 9)), at(local(2024, 5, 10))];
    const copy = [...list];
    groupResults(list, local(2024, 5, 10, 20));
    expect(list).toEqual(copy);
  });
});

describe("localDateKey", () => {
  it("formats local dates with padding", () => {
    expect(localDateKey(local(2024, 3, 5, 0, 0))).toBe("2024-03-05");
    expect(localDateKey(local(2024, 12, 31, 23, 59))).toBe("2024-12-31");
  });
});
