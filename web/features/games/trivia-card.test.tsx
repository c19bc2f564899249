import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  advance,
  dialog,
  preferReducedMotion,
  renderCard,
  restoreTimers,
  spySounds,
  TRIVIA,
  useFakeTimers,
} from "./test-support";
import { triviaOutcome } from "./trivia-card";

const flipToQuestion = async (user: Awaited<ReturnType<typeof renderCard>>["user"]) => {
  await user.click(screen.getByRole("button", { name: /Alice/ }));
  advance(650);
};

describe("TriviaCard", () => {
  let heard: ReturnType<typeof spySounds>;
  beforeEach(() => {
    useFakeTimers();
    heard = spySounds();
  });
  afterEach(restoreTimers);

  it("shows the winner and game on the front, then the question 650 ms after a click", async () => {
    const { user } = await renderCard({ game: "trivia", question: TRIVIA });
    const card = dialog("Trivia");
    const front = within(card).getByRole("button", { name: /Alice/ });
    expect(front.textContent).toContain("Trivia");
    expect(document.activeElement).toBe(front);

    await user.click(front);
    expect(within(card).queryByRole("radiogroup")).toBeNull();
    expect(card.textContent).toContain("Loading question...");
    advance(649);
    expect(within(card).queryByRole("radiogroup")).toBeNull();
    advance(1);

    const options = within(card).getByRole("radiogroup", { name: TRIVIA.question });
    expect(
      within(options)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["ABerlin", "BPARIS", "CRome", "DNo text for option D"]);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: TRIVIA.question }));
  });

  it("flips with Enter or Space on the focused card button", async () => {
    const { user } = await renderCard({ game: "trivia", question: TRIVIA });
    await user.keyboard("{Enter}");
    advance(650);
    expect(screen.getByRole("radiogroup")).toBeTruthy();
  });

  it("Submit with no choice only plays the not-selected sound and a polite hint", async () => {
    const { user, onComplete } = await renderCard({ game: "trivia", question: TRIVIA });
    await flipToQuestion(user);
    const status = within(dialog("Trivia")).getByRole("status");
    expect(status.textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(heard.notSelected).toHaveBeenCalledTimes(1);
    expect(status.textContent).toBe("Choose an answer first.");
    expect(screen.getByRole("radiogroup")).toBeTruthy();
    expect(screen.queryByText("Correct Answer")).toBeNull();
    expect(heard.right).not.toHaveBeenCalled();
    expect(heard.wrong).not.toHaveBeenCalled();
    advance(60_000);
    expect(onComplete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: "Rome" }));
    expect(status.textContent).toBe("");
  });

  it("a correct answer (case and spaces ignored) plays the right sound and Close reports 🟢", async () => {
    const { user, onComplete, opener } = await renderCard({ game: "trivia", question: TRIVIA });
    await flipToQuestion(user);
    await user.click(screen.getByRole("radio", { name: "PARIS" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(heard.right).toHaveBeenCalledTimes(1);
    expect(heard.wrong).not.toHaveBeenCalled();

    const card = dialog("Trivia");
    const heading = within(card).getByRole("heading", { name: "Correct Answer" });
    expect(document.activeElement).toBe(heading);
    expect(card.textContent).toContain("Paris");
    expect(card.textContent).toContain("You got it right!");
    expect(card.textContent).toContain(TRIVIA.funFact);

    await user.click(within(card).getByRole("button", { name: "Close" }));
    advance(499);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("a wrong answer plays the wrong sound and closes itself after 8 s with 🔴", async () => {
    const { user, onComplete } = await renderCard({ game: "trivia", question: TRIVIA });
    await flipToQuestion(user);
    await user.click(screen.getByRole("radio", { name: "Berlin" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(heard.wrong).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Not this time.")).toBeTruthy();
    advance(7999);
    expect(screen.getByRole("dialog")).toBeTruthy();
    advance(1 + 500);
    expect(onComplete.mock.calls).toEqual([["🔴"]]);
  });

  it("Escape on the answer face is Close: it reports the answer's outcome", async () => {
    const { user, onComplete } = await renderCard({ game: "trivia", question: TRIVIA });
    await flipToQuestion(user);
    await user.click(screen.getByRole("radio", { name: "PARIS" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.keyboard("{Escape}");
    advance(500);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
  });

  it("Skip reports ⚪ after 500 ms, and a later auto-close cannot report again", async () => {
    const { user, onComplete } = await renderCard({ game: "trivia", question: TRIVIA });
    await flipToQuestion(user);
    await user.click(screen.getByRole("button", { name: "Skip" }));
    advance(499);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    advance(60_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("Escape on the front face skips with ⚪", async () => {
    const { user, onComplete, opener } = await renderCard({ game: "trivia", question: TRIVIA });
    await user.keyboard("{Escape}");
    advance(500);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    expect(document.activeElement).toBe(opener);
  });

  it("falls back to the 'Question' and 'Answer' labels; an empty answer is never right", async () => {
    const question = { ...TRIVIA, question: " ", Answer: "", D: "" };
    const { user, onComplete } = await renderCard({ game: "trivia", question });
    await flipToQuestion(user);
    expect(screen.getByRole("heading", { name: "Question" })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "No text for option D" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(dialog("Trivia").textContent).toContain("Answer");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    advance(500);
    expect(onComplete.mock.calls).toEqual([["🔴"]]);
  });

  it("with reduced motion flips and closes without waiting for animations", async () => {
    preferReducedMotion();
    const { user, onComplete } = await renderCard({ game: "trivia", question: TRIVIA });
    await user.click(screen.getByRole("button", { name: /Alice/ }));
    expect(screen.getByRole("radiogroup")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
  });

  it("scores none, right and wrong", () => {
    expect(triviaOutcome(TRIVIA, null)).toBe("⚪");
    expect(triviaOutcome(TRIVIA, "B")).toBe("🟢");
    expect(triviaOutcome(TRIVIA, "A")).toBe("🔴");
  });
});
