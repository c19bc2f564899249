import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState } from "react";
import { beforeAll, vi } from "vitest";
import type {
  TriviaQuestion,
  TruthDareQuestion,
  WhichOneQuestion,
  WouldYouRatherQuestion,
} from "#core/questions/types.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { SettingsProvider } from "#web/lib/settings.tsx";
import { sounds } from "#web/lib/sound/sounds.ts";
import { GameCard, type GameCardProps } from "./game-card";

// The cards' strings are a lazily loaded area (the app loads them with the cards' code):
// in before any card renders, so none suspends.
beforeAll(() => loadAreaStrings("cards", "en"));

const meta = {
  id: 1,
  category: "general",
  difficulty: "easy",
  ageRating: "PG",
  isAdult: false,
} as const;

export const TRIVIA: TriviaQuestion = {
  ...meta,
  question: "What is the capital of France?",
  A: "Berlin",
  B: "  PARIS ",
  C: "Rome",
  D: "",
  Answer: "Paris",
  funFact: "Paris was once called Lutetia.",
};

export const WOULD_YOU_RATHER: WouldYouRatherQuestion = {
  ...meta,
  option1: "Fly",
  option2: "Be invisible",
};

export const WHICH_ONE: WhichOneQuestion = {
  ...meta,
  question: "Which one are you at a party?",
  option1: "The dancer",
  option2: "The DJ",
};

export const truthDare = (category: "truth" | "dare", question: string): TruthDareQuestion => ({
  ...meta,
  category,
  question,
});

/** Every sound the cards play, replaced by spies so tests can hear them. */
export function spySounds() {
  return {
    right: vi.spyOn(sounds, "playRight").mockImplementation(() => {}),
    wrong: vi.spyOn(sounds, "playWrong").mockImplementation(() => {}),
    winner: vi.spyOn(sounds, "playWinner").mockImplementation(() => {}),
    loser: vi.spyOn(sounds, "playLoser").mockImplementation(() => {}),
    notSelected: vi.spyOn(sounds, "playNotSelected").mockImplementation(() => {}),
  };
}

/**
 * vi.useFakeTimers(), plus the one Jest call Testing Library's async wrapper makes: it drains
 * with setTimeout(0) and only advances fake timers it recognises as Jest's, else user-event hangs.
 */
export function useFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Undoes useFakeTimers, spies and stubs. */
export function restoreTimers() {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** Runs fake timers inside act, so the state changes they cause are applied. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The game-specific props of a card (Omit on each member, as a plain Omit merges the union). */
export type CardSetup = GameCardProps extends infer P
  ? P extends unknown
    ? Omit<P, "winner" | "onComplete" | "language">
    : never
  : never;

type CardOptions = CardSetup & { winner?: string; language?: string; strict?: boolean };

/** Opens the card from an "Opener" button, as the spin flow would, and drops it on completion. */
function Harness({ card }: { card: GameCardProps }) {
  const [open, setOpen] = useState(false);
  const onComplete = (outcome: GameOutcome) => {
    setOpen(false);
    card.onComplete(outcome);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open && <GameCard {...card} onComplete={onComplete} />}
    </>
  );
}

/** Renders the card's opener and clicks it, so focus starts there. Needs fake timers. */
export async function renderCard({ strict = false, ...options }: CardOptions) {
  const onComplete = vi.fn<(outcome: GameOutcome) => void>();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const card = { winner: "Alice", language: "en", ...options, onComplete } as GameCardProps;
  const tree = (
    <>
      <SettingsProvider>
        <Harness card={card} />
      </SettingsProvider>
    </>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const opener = screen.getByRole("button", { name: "Opener" });
  await user.click(opener);
  return { ...result, user, onComplete, opener };
}

/** The open card, found by its accessible name (the game title). */
export const dialog = (name: string) => screen.getByRole("dialog", { name });

/** The reduced-motion preference, as the browser reports it. */
export function preferReducedMotion() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
