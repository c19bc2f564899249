import { startTransition, useEffect, useMemo, useState } from "react";
import { visibleParticipants } from "#core/lists/participants.ts";
import { secureRandomInt } from "#core/random.ts";
import type { GameOutcome } from "#core/results/results.ts";
import { GAME_CARD_DELAY_MS } from "#core/spin/spin-timeline.ts";
import { useGameFlow } from "#web/features/games/use-game-flow.tsx";
import { loadEntries } from "#web/features/sidebar/load-entries.ts";
import { useSidebar } from "#web/features/sidebar/sidebar-state.tsx";
import type { SpinItem } from "#web/features/spinner/spin-item.ts";
import { toSpinItems } from "#web/features/spinner/spin-items.ts";
import { RESULT_HOLD_MS } from "#web/features/spinner/use-spin.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { newId } from "#web/lib/new-id.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { useTranslation } from "#web/lib/translator.ts";

/**
 * Recording loads on the visitor's first gesture (onPrepare), or at the latest when a spin
 * starts, long before it ends; the page does not carry it. Loaded in the click's frame, its
 * chunks (the results store, the schemas) made the first spin's early frames long.
 */
const loadRecorder = loadOnce(() => import("./record-spin"));
const prepareRecorder = () => void loadRecorder().catch(() => {});
type Rules = Awaited<ReturnType<typeof loadEntries>>;

/**
 * The play loop, in one place: the spinner reports a settled spin; the loop records it,
 * removes the winner when asked to, opens the game's card and writes the card's outcome
 * back onto the same result. The spinner, the sidebar, the games and the results know
 * nothing of each other.
 */
export function usePlayLoop() {
  const { t } = useTranslation();
  const settings = useSettings();
  const sidebar = useSidebar();
  const mode = sidebar.settings.listMode;
  const items = useMemo(() => toSpinItems(sidebar.items, mode, t), [sidebar.items, mode, t]);
  const names = mode === "participants";
  const { fairRotation, countWins, winners } = sidebar.settings;
  // Names may be drawn several at a time, in turn, and counted: the rules for that load when
  // one of those options is on (a spin waits for them), not with the page.
  const ruled = names && (fairRotation || countWins || winners > 1);
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    if (ruled && !rules) loadEntries().then(setRules, () => {});
  }, [ruled, rules]);
  const draw: { waiting?: true; tickets?: number[]; pickMore?(first: number): number[] } = !ruled
    ? {}
    : rules
      ? rules.drawOptions(
          visibleParticipants(sidebar.participants),
          sidebar.settings,
          secureRandomInt,
        )
      : { waiting: true };
  const games = useGameFlow(mode === "participants", (resultId: string, outcome: GameOutcome) => {
    loadRecorder().then(
      (recorder) => recorder.setResultOutcome(resultId, outcome),
      () => {},
    );
  });

  return {
    items,
    blocked: games.cardOpen || draw.waiting === true,
    tickets: draw.tickets,
    pickMore: draw.pickMore,
    holdMs: games.active ? GAME_CARD_DELAY_MS : RESULT_HOLD_MS,
    card: games.card,
    canRemove: mode !== "dice",
    onPrepare: prepareRecorder,
    onStart() {
      // The sidebar re-renders locked in a transition: the click's own frame only starts
      // the turn (at 4x CPU throttling it took 33 ms with the lock in it).
      startTransition(() => sidebar.setLocked(true));
      prepareRecorder();
    },
    onSettle(picked: SpinItem[], remove: boolean) {
      const id = newId();
      const winner = picked.map((p) => p.label).join(", ");
      const result = {
        id,
        winner,
        timestamp: Date.now(),
        spinnerName: settings.spinnerName,
        ...(games.active ? { gameType: games.active } : {}),
      };
      const labels = items.map((i) => i.label);
      // Should it not load (offline), the spin goes unrecorded and play goes on.
      loadRecorder().then(
        (recorder) => recorder.recordSpin(result, games.active !== null, mode, labels),
        () => {},
      );
      sidebar.setLocked(false);
      const ids = picked.map((p) => p.id);
      if ((remove || settings.removeWinner) && mode !== "dice") sidebar.removeItems(ids);
      else if (names && (fairRotation || countWins)) {
        const options = { rotation: fairRotation, tally: countWins };
        loadEntries().then(
          (r) => sidebar.afterSpin((list) => r.afterWin(list, ids, options)),
          () => {},
        );
      }
      games.openCard(winner, id);
    },
  };
}
