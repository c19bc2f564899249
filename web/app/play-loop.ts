import { startTransition, useMemo } from "react";
import type { GameOutcome } from "#core/results/results.ts";
import { GAME_CARD_DELAY_MS } from "#core/spin/spin-timeline.ts";
import { useGameFlow } from "#web/features/games/use-game-flow.tsx";
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
  const games = useGameFlow(mode === "participants", (resultId: string, outcome: GameOutcome) => {
    loadRecorder().then(
      (recorder) => recorder.setResultOutcome(resultId, outcome),
      () => {},
    );
  });

  return {
    items,
    blocked: games.cardOpen,
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
    onSettle(picked: SpinItem, remove: boolean) {
      const id = newId();
      const result = {
        id,
        winner: picked.label,
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
      if ((remove || settings.removeWinner) && mode !== "dice") sidebar.removeItem(picked.id);
      games.openCard(picked.label, id);
    },
  };
}
