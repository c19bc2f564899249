import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { refreshAccount } from "#web/lib/account.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { QuestionVotes } from "./question-votes";

beforeAll(async () => {
  await loadAreaStrings("cards", "en");
  await refreshAccount(); // no server here: a visitor
});

describe("QuestionVotes", () => {
  it("shows a visitor the buttons, and pressing one explains how to log in", async () => {
    render(<QuestionVotes game="trivia" language="en" questionId={7} />);
    const group = screen.getByRole("group", { name: "Rate this question" });
    expect(group).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Dislike" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Log in with Profile, at the top of the page, to like or dislike questions.",
    );
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
  });
});
