import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { GAME_CARD_DELAY_MS } from "#core/spin/spin-timeline.ts";
import { loadOnce } from "../../lib/load-once";
import { readStored, writeStored } from "../../lib/storage";
import { useTranslation } from "../../lib/translator";
import { useGameFlow } from "../games/use-game-flow";
import { useSettings } from "../settings/settings";
import { DESKTOP_QUERY, useMediaQuery } from "../shell/use-media-query";
import { useSidebar } from "../sidebar/sidebar-state";
import { newId } from "./new-id";
import { sounds } from "./sounds";
import { toSpinItems } from "./spin-items";
import { RESULT_HOLD_MS, useSpin } from "./use-spin";
import { Wheel } from "./wheel";
import "./spinner.css";

/** The bottle-like spinners load when one is chosen (the Spinner styles panel fetches them). */
export const loadBottle = loadOnce(() => import("./bottle"));
const Bottle = lazy(() => loadBottle().then((m) => ({ default: m.Bottle })));
/** Recording a spin loads when the spin starts, long before it ends. */
const loadRecorder = loadOnce(() => import("./record-spin"));

const isTyping = (el: Element | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(el.tagName));

/** The spinner, its spin loop and the result stage. */
export function SpinnerStage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const sidebar = useSidebar();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [hintShown, setHintShown] = useState(() => readStored("spinHintShown"));
  const style = settings.spinner;
  const mode = sidebar.settings.listMode;
  const items = useMemo(() => toSpinItems(sidebar.items, mode, t), [sidebar.items, mode, t]);
  const games = useGameFlow(mode === "participants");

  useEffect(() => sounds.setEnabled(settings.audioEnabled), [settings.audioEnabled]);

  const { phase, winner, canSpin, spin, dismiss, rotorRef } = useSpin({
    items,
    kind: style.kind,
    reducedMotion,
    blocked: games.cardOpen,
    holdMs: games.active ? GAME_CARD_DELAY_MS : RESULT_HOLD_MS,
    onStart(durationMs) {
      sidebar.setLocked(true);
      void loadRecorder().catch(() => {});
      sounds.stopSpin = sounds.playSpin(style.id, { durationMs });
      if (!hintShown) {
        setHintShown(true);
        writeStored("spinHintShown", true);
      }
    },
    onStop() {
      sounds.stopSpin?.();
    },
    onResult() {
      sounds.playApplause();
    },
    onSettle(picked) {
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
      if (settings.removeWinner && mode !== "dice") sidebar.removeItem(picked.id);
      games.openCard(picked.label, id);
    },
  });

  // Starting audio costs tens of milliseconds, so it happens ahead of the spin: the visitor's
  // first pointer move, touch or key loads the synthesizer (not part of the page load), which
  // warms up as soon as it is in (sounds.warm). A spin never waits for audio: one
  // started before the synthesizer is in is silent. The spin's gesture resumes the context.
  const idle = phase === "idle";
  useEffect(() => {
    if (!settings.audioEnabled || !idle) return;
    const events = ["pointerdown", "pointermove", "keydown", "touchstart"] as const;
    const warm = () => {
      stop();
      sounds.warm();
    };
    const stop = () => {
      for (const e of events) window.removeEventListener(e, warm, true);
    };
    for (const e of events) window.addEventListener(e, warm, { capture: true, passive: true });
    return stop;
  }, [settings.audioEnabled, idle]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const combo = e.key === "Enter" && (e.ctrlKey || e.metaKey);
      const plain = (e.key === "Enter" || e.key === " ") && !isTyping(document.activeElement);
      if (!combo && !(plain && style.kind === "bottle")) return;
      if (document.querySelector("dialog[open]")) return;
      e.preventDefault();
      spin();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [spin, style.kind]);

  const label = style.kind === "wheel" ? t("spinner.spinWheel") : t("spinner.spinBottle");
  return (
    <div className="spinner-stage" data-phase={phase}>
      {/* The drawing is decoration; a transparent button over it is what is clicked and named. */}
      <div className="spinner-face">
        {/* A bottle still loading shows an empty face, and no button to spin it yet. */}
        <Suspense fallback={null}>
          {style.kind === "wheel" ? (
            <Wheel items={items} rotorRef={rotorRef} />
          ) : (
            <Bottle items={items} style={style} rotorRef={rotorRef} />
          )}
          {!hintShown && items.length > 0 && (
            <span className="spinner-hints" aria-hidden="true">
              <span className="spinner-hint">{t("spinner.hintClick")}</span>
              {desktop && <span className="spinner-hint">{t("spinner.hintCtrlEnter")}</span>}
            </span>
          )}
          <button
            type="button"
            className="spinner-button"
            aria-label={label}
            aria-disabled={!canSpin}
            onClick={() => spin()}
          />
        </Suspense>
      </div>
      {items.length === 0 && <p className="spinner-empty">{t("spinner.empty")}</p>}
      <div className="spinner-result" aria-live="assertive" aria-atomic="true">
        {phase === "result" && winner && (
          <div className="spinner-result-card">
            <p className="spinner-result-label">{t("spinner.winnerIs")}</p>
            <p className="spinner-result-winner">{winner.label}</p>
            <button type="button" className="button button-primary" onClick={dismiss}>
              {t("spinner.continue")}
            </button>
          </div>
        )}
      </div>
      {games.card}
    </div>
  );
}
