import { act, render } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_CODES } from "#core/languages.ts";
import { claimedQuestionCount } from "#core/questions/bank-claim.ts";
import { AboutPage } from "#web/features/help/about-page.tsx";
import { FaqPage } from "#web/features/help/faq-page.tsx";
import { HowToPlayPage } from "#web/features/help/how-to-play-page.tsx";
import { InfoSection } from "#web/features/info/info-section.tsx";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { changeLanguage } from "#web/lib/language-switch.ts";
import { bankQuestionsPerLanguage } from "../../scripts/bank-size";

/** Counted here from content/questions, apart from what the build gives the app. */
const BANK = bankQuestionsPerLanguage();

const PAGES: Array<[string, ComponentType, "help" | "info"]> = [
  ["About", AboutPage, "help"],
  ["How to Play", HowToPlayPage, "help"],
  ["FAQ", FaqPage, "help"],
  ["the info section", InfoSection, "info"],
];

/** Every number of 100 or more in a text (grouped in threes or not; "2.1.14" is not one). */
const bigNumbers = (text: string) =>
  (text.match(/\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?!\d)|\d+/g) ?? [])
    .map((n) => Number(n.replace(/[.,\u00a0\u202f ]/g, "")))
    .filter((n) => n >= 100);

beforeEach(() => {
  resetClientConfig();
  vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => changeLanguage("en"));

describe("the pages' claims about the bank", () => {
  it("the bank holds the same number of questions in every language, and a page claims less", () => {
    expect(BANK).toBeGreaterThanOrEqual(1000);
    expect(claimedQuestionCount(BANK)).toBeLessThan(BANK);
  });

  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    it.each(PAGES)(
      "%s claims the bank's size, rounded down, and no number above it",
      async (_name, Page, area) => {
        await changeLanguage(language);
        await loadAreaStrings(area, language);
        let container: HTMLElement | undefined;
        await act(async () => {
          container = render(
            <Suspense fallback={null}>
              <Page />
            </Suspense>,
          ).container;
        });
        await vi.waitFor(() => expect(container?.textContent?.length).toBeGreaterThan(200));
        const text = container?.textContent ?? "";
        const numbers = bigNumbers(text).filter((n) => n < 1900 || n > 2100); // not a year
        expect(numbers, text.slice(0, 200)).toContain(claimedQuestionCount(BANK));
        for (const n of numbers) expect(n).toBeLessThanOrEqual(BANK);
        expect(text).not.toContain("{{");
      },
    );
  });
});
