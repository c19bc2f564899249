/**
 * How a win is celebrated: confetti (never under reduced motion), a winner message of one's
 * own instead of "The winner is", and the winner read aloud in the interface language (off
 * by default). Kept with the browser's settings and with a saved spinner.
 */
export type Celebration = { confetti: boolean; message: string; speak: boolean };

export const DEFAULT_CELEBRATION: Celebration = { confetti: true, message: "", speak: false };
export const WINNER_MESSAGE_MAX = 40;

/** Reads a stored or saved value field by field; a field that fails keeps its default. */
export function parseCelebration(value: unknown): Celebration {
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return {
    confetti: typeof v.confetti === "boolean" ? v.confetti : DEFAULT_CELEBRATION.confetti,
    message:
      typeof v.message === "string" && v.message.length <= WINNER_MESSAGE_MAX
        ? v.message
        : DEFAULT_CELEBRATION.message,
    speak: v.speak === true,
  };
}

/** What is read aloud: the message (or the default heading) and the winners' names. */
export const spokenWinner = (heading: string, names: readonly string[]): string =>
  `${heading} ${names.join(", ")}`;
