import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { GameCard } from "./game-card";
import {
  advance,
  type CardSetup,
  dialog,
  preferReducedMotion,
  renderCard,
  restoreTimers,
  spySounds,
  TRIVIA,
  useFakeTimers,
  WHICH_ONE,
  WOULD_YOU_RATHER,
} from "./test-support";

const CARDS: [string, CardSetup][] = [
  ["Trivia", { game: "trivia", question: TRIVIA }],
  ["Would You Rather", { game: "would-you-rather", question: WOULD_YOU_RATHER }],
  ["Which One Are You", { game: "which-one-you-are", question: WHICH_ONE }],
  ["Truth or Dare", { game: "truth-dare", getPrompt: () => null }],
];

describe("GameCard", () => {
  beforeEach(() => {
    useFakeTimers();
    spySounds();
  });
  afterEach(restoreTimers);

  it.each(CARDS)(
    "%s is a modal dialog named by its title, with focus inside",
    async (title, card) => {
      await renderCard(card);
      const dialog = screen.getByRole("dialog", { name: title }) as HTMLDialogElement;
      // The native modal dialog, like every dialog of Twirl's: the browser keeps focus inside.
      expect(dialog.tagName).toBe("DIALOG");
      expect(dialog.open).toBe(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
    },
  );

  it("fades out for 0.5 s before reporting, and ignores a second close", async () => {
    const { user, onComplete } = await renderCard({ game: "truth-dare", getPrompt: () => null });
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getByRole("dialog").closest("[data-leaving]")).not.toBeNull();
    await user.keyboard("{Escape}");
    advance(499);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
  });

  it("reports once and returns focus under StrictMode", async () => {
    const { user, onComplete, opener } = await renderCard({
      game: "would-you-rather",
      question: WOULD_YOU_RATHER,
      strict: true,
    });
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole("button", { name: /Alice/ }));
    await user.click(screen.getByRole("button", { name: "Fly" }));
    advance(10_000);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
    expect(document.activeElement).toBe(opener);
  });

  it("questions that could not load: the card says so, and Close records ⚪ once", async () => {
    const { user, onComplete, opener } = await renderCard({
      game: "trivia",
      question: null,
      retry: async () => null,
      strict: true,
    });
    const card = dialog("Trivia");
    expect(card.textContent).toContain("The questions could not load.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Try again" }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(/Still no questions\./);
    await user.click(screen.getByRole("button", { name: "Close" }));
    advance(600);
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    expect(document.activeElement).toBe(opener);
  });

  it("Try again turns the card into the question once it loads, and it plays as usual", async () => {
    const retry = vi.fn(async () => WOULD_YOU_RATHER);
    const { user, onComplete } = await renderCard({
      game: "would-you-rather",
      question: null,
      retry,
    });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    const front = await screen.findByRole("button", { name: /Tap to flip/ });
    expect(document.activeElement).toBe(front);
    await user.click(front);
    advance(700);
    await user.click(screen.getByRole("button", { name: WOULD_YOU_RATHER.option1 }));
    advance(10_000);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
  });

  it("closes at once with reduced motion", async () => {
    preferReducedMotion();
    const { user, onComplete, opener } = await renderCard({
      game: "truth-dare",
      getPrompt: () => null,
    });
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(onComplete.mock.calls).toEqual([["⚪"]]);
    expect(document.activeElement).toBe(opener);
  });

  it("returns focus if the parent removes it before it completes", () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const onComplete = vi.fn();
    const { unmount } = render(
      <SettingsProvider>
        <GameCard
          game="trivia"
          winner="Bo"
          language="en"
          question={TRIVIA}
          onComplete={onComplete}
        />
      </SettingsProvider>,
    );
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    unmount();
    expect(document.activeElement).toBe(opener);
    expect(onComplete).not.toHaveBeenCalled();
    opener.remove();
  });
});
