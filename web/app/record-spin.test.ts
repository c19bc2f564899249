import { describe, expect, it } from "vitest";
import { getResults } from "#web/features/results/results-store.ts";
import { recordSpin } from "./record-spin";

const spin = (n: number) => ({
  id: `r${n}`,
  winner: "Yes",
  timestamp: 1_700_000_000_000 + n * 10_000,
  spinnerName: "",
});

describe("recordSpin", () => {
  it("records a list of names that looks like another mode as that mode", async () => {
    await recordSpin(spin(1), false, "participants", ["Yes", "No"]);
    await recordSpin(spin(2), false, "participants", ["Alice", "Bob"]);
    await recordSpin(spin(3), false, "dice", ["⚀", "⚁"]);
    await recordSpin({ ...spin(4), gameType: "trivia" }, true, "participants", ["Yes", "No"]);
    expect(getResults().map((r) => [r.id, r.type])).toEqual([
      ["r4", "games"],
      ["r3", "dice"],
      ["r2", "participants"],
      ["r1", "binary"],
    ]);
  });
});
