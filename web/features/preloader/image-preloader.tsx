import { useEffect, useRef, useState } from "react";
import { PRELOAD_IMAGES } from "#core/app/preload-images.ts";
import { afterNextPaint } from "#web/lib/after-next-paint.ts";
import { useTranslation } from "#web/lib/translator.ts";
import "./image-preloader.css";

/** A hung request counts as failed after this, so it cannot hold the overlay open. */
export const IMAGE_TIMEOUT_MS = 10_000;
/** How long "Ready to spin!" stays readable before the fade starts. */
export const READY_MS = 250;
/** Keep in sync with the transition in image-preloader.css. */
export const FADE_MS = 300;

export interface PreloadSummary {
  loaded: number;
  failed: number;
}

export interface ImagePreloaderProps {
  /** Called exactly once, after the overlay has gone, whether or not every image loaded. */
  onComplete(summary: PreloadSummary): void;
  /** Read when the component mounts; pass a stable array. */
  images?: readonly string[];
  timeoutMs?: number;
}

type Phase = "loading" | "ready" | "leaving" | "done";

const reducedMotion = () =>
  globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * Loads the spinner and game images (warming the HTTP cache) behind a status overlay, then
 * fades out. The overlay stays at most the loading time plus READY_MS + FADE_MS.
 */
export function ImagePreloader({
  onComplete,
  images = PRELOAD_IMAGES,
  timeoutMs = IMAGE_TIMEOUT_MS,
}: ImagePreloaderProps) {
  const { t } = useTranslation("preloader");
  const [phase, setPhase] = useState<Phase>("loading");
  const [counts, setCounts] = useState<PreloadSummary>({ loaded: 0, failed: 0 });
  // The latest callback without restarting the loading when the parent re-renders.
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  const completed = useRef(false);

  useEffect(() => {
    // StrictMode re-runs effects; once completed, never show the overlay again.
    if (completed.current) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, fn: () => void) => {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
      return id;
    };
    const requests: HTMLImageElement[] = [];
    const tally: PreloadSummary = { loaded: 0, failed: 0 };
    setPhase("loading");
    setCounts({ ...tally });

    const finish = () => {
      setPhase("ready");
      later(READY_MS, () => {
        setPhase("leaving");
        later(reducedMotion() ? 0 : FADE_MS, () => {
          setPhase("done");
          if (completed.current) return;
          completed.current = true;
          onCompleteRef.current({ ...tally });
        });
      });
    };

    const start = () => {
      for (const src of images) {
        const image = new Image();
        let settled = false;
        const settle = (ok: boolean) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          timers.delete(timer);
          image.onload = null;
          image.onerror = null;
          if (ok) tally.loaded += 1;
          else tally.failed += 1;
          setCounts({ ...tally });
          if (tally.loaded + tally.failed === images.length) finish();
        };
        const timer = later(timeoutMs, () => settle(false));
        image.onload = () => settle(true);
        image.onerror = () => settle(false);
        image.decoding = "async";
        image.src = src;
        requests.push(image);
      }
      if (images.length === 0) finish();
    };
    // Asked for once the first screen has painted: they are not what it shows first.
    const cancel = afterNextPaint(start);

    return () => {
      cancel();
      for (const id of timers) clearTimeout(id);
      for (const image of requests) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [images, timeoutMs]);

  if (phase === "done") return null;
  const total = images.length;
  const settled = counts.loaded + counts.failed;
  return (
    <div
      className={
        phase === "leaving" ? "image-preloader image-preloader-leaving" : "image-preloader"
      }
      role="status"
      aria-live="polite"
      aria-busy={phase === "loading"}
    >
      <div className="image-preloader-card">
        <p className="image-preloader-title">{phase === "loading" ? t("loading") : t("ready")}</p>
        <progress
          className="image-preloader-bar"
          max={Math.max(total, 1)}
          value={total === 0 ? 1 : settled}
          aria-label={t("progress")}
        />
        <p className="image-preloader-count">
          {t("loaded", { count: total, loaded: counts.loaded })}
        </p>
        {counts.failed > 0 ? (
          <p className="image-preloader-failed">{t("failed", { count: counts.failed })}</p>
        ) : null}
      </div>
    </div>
  );
}
