import { describe, expect, it } from "vitest";
import { DEFAULT_CELEBRATION, parseCelebration, spokenWinner } from "./celebration";

describe("celebration settings", () => {
  it("default to confetti on, no message of one's own, nothing read aloud", () => {
    expect(parseCelebration(null)).toEqual(DEFAULT_CELEBRATION);
    expect(DEFAULT_CELEBRATION).toEqual({ confetti: true, message: "", speak: false });
  });

  it("keep valid fields and drop bad ones one by one", () => {
    expect(parseCelebration({ confetti: false, message: "And the star is", speak: true })).toEqual({
      confetti: false,
      message: "And the star is",
      speak: true,
    });
    expect(parseCelebration({ confetti: "no", message: "x".repeat(41), speak: 1 })).toEqual(
      DEFAULT_CELEBRATION,
    );
  });

  it("reads the heading and the names aloud", () => {
    expect(spokenWinner("The winners are", ["Ann", "Bo"])).toBe("The winners are Ann, Bo");
  });
});
