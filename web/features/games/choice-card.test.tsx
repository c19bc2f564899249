import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  advance,
  dialog,
  renderCard,
  restoreTimers,
  spySounds,
  useFakeTimers,
  WHICH_ONE,
  WOULD_YOU_RATHER,
} from "./test-support";

const FIVE_MINUTES = 5 * 60 * 1000;

/** The options and any OR badge, in reading order. */
const parts = (group: HTMLElement) =>
  Array.from(group.querySelectorAll("button, .choice-or"), (el) => el.textContent);

describe("ChoiceCard", () => {
  let heard: ReturnType<typeof spySounds>;
  beforeEach(() => {
    useFakeTimers();
    heard = spySounds();
  });
  afterEach(restoreTimers);

  it("Would You Rather: front with winner and title, flipped to two options split by OR", async () => {
    const { user } = await renderCard({ game: "would-you-rather", question: WOULD_YOU_RATHER });
    const card = dialog("Would You Rather");
    const front = within(card).getByRole("button", { name: /Alice/ });
    expect(front.textContent).toContain("Would You Rather");
    expect(within(card).queryByRole("button", { name: "Fly" })).toBeNull();

    await user.click(front);
    const group = within(card).getByRole("group", { name: "Choose one" });
    expect(parts(group)).toEqual(["Fly", "OR", "Be invisible"]);
    expect(document.activeElement).toBe(within(group).getByRole("button", { name: "Fly" }));
    expect(within(card).getByRole("button", { name: "Skip" }).matches(":disabled")).toBe(false);
  });

  it("a choice locks, dims the other, plays the winner sound at 0.3 and completes 🟢", async () => {
    const { user, onComplete, opener } = await renderCard({
      game: "would-you-rather",
      question: WOULD_YOU_RATHER,
    });
    await user.click(screen.getByRole("button", { name: /Alice/ }));
    const fly = screen.getByRole("button", { name: "Fly" });
    const invisible = screen.getByRole("button", { name: "Be invisible" });
    await user.click(invisible);

    expect(heard.winner.mock.calls).toEqual([[0.3]]);
    expect(invisible.getAttribute("aria-pressed")).toBe("true");
    expect(invisible.dataset.state).toBe("chosen");
    expect(fly.dataset.state).toBe("dimmed");
    expect(fly.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Skip" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("You chose: Be invisible");

    // Locked: another click and Escape change nothing.
    await user.click(fly);
    await user.keyboard("{Escape}");
    expect(heard.winner).toHaveBeenCalledTimes(1);
    expect(fly.getAttribute("aria-pressed")).toBe("false");

    advance(4999);
    expect(dialog("Would You Rather").closest("[data-leaving]")).toBeNull();
    advance(1);
    expect(dialog("Would You Rather").closest("[data-leaving]")).not.toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    advance(500);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
    expect(document.activeElement).toBe(opener);
    advance(FIVE_MINUTES);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("Skip before a choice completes with ⚪ after 0.5 s", async () => {
    const { user, onComplete } = await renderCard({
      game: "would-you-rather",
      question: WOULD_YOU_RATHER,
    });
    await user.click(screen.getByRole("button", { name: /Alice/ }));
    await user.click(screen.getByRole("button", { name: "Skip" }));
    advance(499);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    expect(heard.winner).not.toHaveBeenCalled();
  });

  it("Escape before a choice skips with ⚪", async () => {
    const { user, onComplete } = await renderCard({
      game: "which-one-you-are",
      question: WHICH_ONE,
    });
    await user.keyboard("{Escape}");
    advance(500);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
  });

  it("with no choice for 5 minutes completes by itself with ⚪", async () => {
    const { user, onComplete } = await renderCard({
      game: "would-you-rather",
      question: WOULD_YOU_RATHER,
    });
    await user.click(screen.getByRole("button", { name: /Alice/ }));
    advance(FIVE_MINUTES - 1);
    expect(screen.getByRole("dialog")).toBeTruthy();
    advance(1);
    advance(500);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives up after 5 minutes even if never flipped", async () => {
    const { onComplete } = await renderCard({ game: "which-one-you-are", question: WHICH_ONE });
    advance(FIVE_MINUTES + 500);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
  });

  it("Which One Are You: the question, then two options without an OR badge", async () => {
    const { user, onComplete } = await renderCard({
      game: "which-one-you-are",
      question: WHICH_ONE,
    });
    const card = dialog("Which One Are You");
    await user.click(within(card).getByRole("button", { name: /Alice/ }));
    expect(within(card).getByRole("heading", { name: WHICH_ONE.question })).toBeTruthy();
    expect(parts(within(card).getByRole("group", { name: "Choose one" }))).toEqual([
      "The dancer",
      "The DJ",
    ]);
    await user.click(within(card).getByRole("button", { name: "The DJ" }));
    advance(5500);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
  });
});
