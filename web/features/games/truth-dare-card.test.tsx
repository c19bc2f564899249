import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataKey } from "#web/lib/string-keys.ts";
import { i18n } from "#web/lib/translator.ts";
import {
  advance,
  dialog,
  renderCard,
  restoreTimers,
  spySounds,
  truthDare,
  useFakeTimers,
} from "./test-support";
import { type GetPrompt, pickFallbackPrompt } from "./truth-dare-card";

const builtIn = (kind: "truths" | "dares") =>
  i18n.t(`truthDare.${kind}` as DataKey, { ns: "cards", returnObjects: true }) as string[];

const prompt = () => screen.getByRole("heading", { level: 3 }).textContent;

describe("TruthDareCard", () => {
  let heard: ReturnType<typeof spySounds>;
  beforeEach(() => {
    useFakeTimers();
    heard = spySounds();
  });
  afterEach(restoreTimers);

  it("first offers Truth or Dare, then shows the prompt fetched for that kind", async () => {
    const getPrompt = vi.fn<GetPrompt>(() => truthDare("truth", "Who do you admire?"));
    const { user } = await renderCard({ game: "truth-dare", getPrompt });
    const card = dialog("Truth or Dare");
    expect(card.textContent).toContain("For Alice");
    expect(within(card).getByRole("heading", { name: "Truth or dare?" })).toBeTruthy();
    expect(getPrompt).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(card).getByRole("button", { name: "Truth" }));

    await user.click(within(card).getByRole("button", { name: "Truth" }));
    expect(getPrompt.mock.calls).toEqual([["truth"]]);
    const heading = within(card).getByRole("heading", { name: "Who do you admire?" });
    expect(document.activeElement).toBe(heading);
    expect(within(card).getByRole("button", { name: "I can't do it" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "I have done it, proud" })).toBeTruthy();
  });

  it("'I have done it, proud' plays the winner sound, locks for 5 s, fades and reports 🟢", async () => {
    const { user, onComplete, opener } = await renderCard({
      game: "truth-dare",
      getPrompt: () => truthDare("truth", "Who do you admire?"),
    });
    await user.click(screen.getByRole("button", { name: "Truth" }));
    const done = screen.getByRole("button", { name: "I have done it, proud" });
    const cannot = screen.getByRole("button", { name: "I can't do it" });
    await user.click(done);
    expect(heard.winner).toHaveBeenCalledTimes(1);
    expect(heard.loser).not.toHaveBeenCalled();
    expect(done.getAttribute("aria-pressed")).toBe("true");
    expect(cannot.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Skip" }).matches(":disabled")).toBe(true);

    await user.click(cannot);
    await user.keyboard("{Escape}");
    expect(heard.loser).not.toHaveBeenCalled();

    advance(5000);
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog").closest("[data-leaving]")).not.toBeNull();
    advance(500);
    expect(onComplete.mock.calls).toEqual([["🟢"]]);
    expect(document.activeElement).toBe(opener);
  });

  it("a refused dare plays the loser sound and reports 🔴", async () => {
    const getPrompt = vi.fn<GetPrompt>(() => truthDare("dare", "Sing a song."));
    const { user, onComplete } = await renderCard({ game: "truth-dare", getPrompt });
    await user.click(screen.getByRole("button", { name: "Dare" }));
    expect(getPrompt.mock.calls).toEqual([["dare"]]);
    expect(prompt()).toBe("Sing a song.");
    await user.click(screen.getByRole("button", { name: "I can't do it" }));
    expect(heard.loser).toHaveBeenCalledTimes(1);
    expect(heard.winner).not.toHaveBeenCalled();
    advance(5499);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete.mock.calls).toEqual([["🔴"]]);
  });

  it("falls back to a built-in truth or dare when the loader returns nothing", async () => {
    const first = await renderCard({ game: "truth-dare", getPrompt: () => null });
    await first.user.click(screen.getByRole("button", { name: "Truth" }));
    expect(builtIn("truths")).toContain(prompt());
    first.unmount();

    const blank = () => truthDare("dare", "   ");
    const second = await renderCard({ game: "truth-dare", getPrompt: blank });
    await second.user.click(screen.getByRole("button", { name: "Dare" }));
    expect(builtIn("dares")).toContain(prompt());
  });

  it("Skip on either face, and Escape, report ⚪", async () => {
    const first = await renderCard({ game: "truth-dare", getPrompt: () => null });
    await first.user.click(screen.getByRole("button", { name: "Skip" }));
    advance(500);
    expect(first.onComplete.mock.calls).toEqual([["⚪"]]);
    first.unmount();

    const second = await renderCard({ game: "truth-dare", getPrompt: () => null });
    await second.user.click(screen.getByRole("button", { name: "Dare" }));
    await second.user.click(screen.getByRole("button", { name: "Skip" }));
    advance(500);
    expect(second.onComplete.mock.calls).toEqual([["⚪"]]);
    second.unmount();

    const third = await renderCard({ game: "truth-dare", getPrompt: () => null });
    await third.user.click(screen.getByRole("button", { name: "Truth" }));
    await third.user.keyboard("{Escape}");
    advance(500);
    expect(third.onComplete.mock.calls).toEqual([["⚪"]]);
    expect(heard.winner).not.toHaveBeenCalled();
    expect(heard.loser).not.toHaveBeenCalled();
  });
});

describe("built-in prompts", () => {
  it("has 10 truths, 10 dares and the two last-resort prompts", () => {
    expect(builtIn("truths")).toHaveLength(10);
    expect(builtIn("dares")).toHaveLength(10);
    expect(i18n.t("cards:truthDare.fallbackTruth")).toBe("Tell us your biggest secret!");
    expect(i18n.t("cards:truthDare.fallbackDare")).toBe("Do something funny!");
  });

  it("picks from the list, or the last resort when the list is missing or empty", () => {
    expect(pickFallbackPrompt(["a", "b", "c"], "last", () => 2)).toBe("c");
    expect(pickFallbackPrompt(["", " ", "x"], "last", () => 0)).toBe("x");
    // A translation without the list hands back its key, a string.
    expect(pickFallbackPrompt("truthDare.truths", "Do something funny!")).toBe(
      "Do something funny!",
    );
    expect(pickFallbackPrompt([], "Tell us your biggest secret!")).toBe(
      "Tell us your biggest secret!",
    );
  });
});
