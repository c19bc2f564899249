import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { FaqPage } from "./faq-page";
import { canonicalHref, renderPage, serveConfig } from "./test-support";

beforeEach(() => {
  resetClientConfig();
  serveConfig();
});
afterEach(() => vi.unstubAllGlobals());

const renderFaq = async () => {
  await renderPage(<FaqPage />, "/help/faq");
  await screen.findByRole("heading", { level: 1, name: "Frequently Asked Questions" });
  // The question buttons, each inside its own h2.
  return screen.getAllByRole("button").filter((b) => b.closest("h2"));
};

const answerOf = (button: HTMLElement) => {
  const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!answer) throw new Error("no answer panel");
  return answer;
};

describe("FaqPage", () => {
  it("sets its title and canonical link", async () => {
    await renderFaq();
    expect(document.title).toBe("Frequently Asked Questions · Twirl");
    expect(canonicalHref()).toBe(`${window.location.origin}/help/faq`);
  });

  it("has 16 questions with only the first answer open", async () => {
    const questions = await renderFaq();
    expect(questions).toHaveLength(16);
    expect(questions.map((q) => q.getAttribute("aria-expanded"))).toEqual([
      "true",
      ...Array(15).fill("false"),
    ]);
    expect(answerOf(questions[0] as HTMLElement).hidden).toBe(false);
    expect(answerOf(questions[1] as HTMLElement).hidden).toBe(true);
  });

  it("keeps one answer open while another opens, and closes on a second click", async () => {
    const user = userEvent.setup();
    const [first, second] = (await renderFaq()) as [HTMLElement, HTMLElement];
    await user.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(answerOf(second).hidden).toBe(false);
    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(answerOf(first).hidden).toBe(true);
  });

  it("links to Contact Support", async () => {
    await renderFaq();
    const link = screen.getByRole("link", { name: "Contact Support" });
    expect(link.getAttribute("href")).toBe("/help/contact");
  });
});
