import { type ReactNode, useEffect, useRef, useState } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import "./how-to-animation.css";

const CX = 100;
const CY = 112;
const R = 88;
const COLOURS = ["#7c3aed", "#f59e0b", "#10b981", "#3b82f6", "#ef4444", "#ec4899"];
const STEPS = ["add", "spin", "win"] as const;
/** The CSS spin ends 3 turns + 120° on (1200deg), which leaves segment 4 under the pointer. */
const WINNER = 4;
const FINAL_ANGLE = 120;

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** A point on the rim, `deg` clockwise from the top (SVG's y axis points down). */
const rim = (deg: number, r = R) => {
  const a = (deg * Math.PI) / 180;
  return `${(CX + r * Math.sin(a)).toFixed(2)} ${(CY - r * Math.cos(a)).toFixed(2)}`;
};
const segment = (i: number) =>
  `M${CX} ${CY}L${rim(i * 60 - 30)}A${R} ${R} 0 0 1 ${rim(i * 60 + 30)}Z`;

/** Name `i` on its segment, read from the rim inwards. */
const nameText = (name: string, i: number) => (
  <text
    key={name}
    x={CX}
    y={CY - R * 0.62}
    transform={`rotate(${i * 60} ${CX} ${CY})`}
    className="how-to-name"
  >
    {name}
  </text>
);

type WheelProps = { names: string[]; rotation?: number; winner?: boolean; motion?: boolean };

/** One wheel drawing: the animation moves it with CSS, the static frames pose it by props. */
function Wheel({ names, rotation = 0, winner = false, motion = false }: WheelProps) {
  return (
    <svg className="how-to-svg" viewBox="0 0 200 206" aria-hidden="true" focusable="false">
      <g
        className="how-to-wheel"
        transform={rotation ? `rotate(${rotation} ${CX} ${CY})` : undefined}
      >
        <circle cx={CX} cy={CY} r={R + 3} className="how-to-rim" />
        {names.map((name, i) => (
          <g key={name}>
            <path d={segment(i)} fill={COLOURS[i % COLOURS.length]} className="how-to-segment" />
            {i === WINNER && (
              <path d={segment(i)} className={winner ? "how-to-glow is-lit" : "how-to-glow"} />
            )}
            {nameText(name, i)}
          </g>
        ))}
        <circle cx={CX} cy={CY} r={11} className="how-to-hub" />
      </g>
      {motion && (
        <g className="how-to-motion">
          <path d={`M${rim(20, R + 10)}A${R + 10} ${R + 10} 0 0 1 ${rim(70, R + 10)}`} />
          <path d={`M${rim(200, R + 10)}A${R + 10} ${R + 10} 0 0 1 ${rim(250, R + 10)}`} />
        </g>
      )}
      <path className="how-to-pointer" d={`M${CX} ${CY - R + 12}L${CX - 11} 4H${CX + 11}Z`} />
    </svg>
  );
}

/**
 * The moving wheel, in layers the compositor moves on its own: the turning wheel (its glow
 * and names in layers that fade) and the pointer. Animated inside one SVG, the same drawing
 * kept the main thread about 9 % busy repainting it.
 */
function AnimatedWheel({ names }: { names: string[] }) {
  const layer = (className: string, children: ReactNode) => (
    <svg
      className={`how-to-svg how-to-layer ${className}`}
      viewBox="0 0 200 206"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
  return (
    <div className="how-to-layers">
      <div className="how-to-rotor">
        <svg className="how-to-svg" viewBox="0 0 200 206" aria-hidden="true" focusable="false">
          <circle cx={CX} cy={CY} r={R + 3} className="how-to-rim" />
          {names.map((name, i) => (
            <path
              key={name}
              d={segment(i)}
              fill={COLOURS[i % COLOURS.length]}
              className="how-to-segment"
            />
          ))}
          <circle cx={CX} cy={CY} r={11} className="how-to-hub" />
        </svg>
        {layer("how-to-glow-layer", <path d={segment(WINNER)} />)}
        {layer("how-to-names-layer", names.map(nameText))}
      </div>
      {layer(
        "how-to-pointer-layer",
        <path className="how-to-pointer" d={`M${CX} ${CY - R + 12}L${CX - 11} 4H${CX + 11}Z`} />,
      )}
    </div>
  );
}

/**
 * Shown when no tutorial video is configured: names go on a wheel, it spins and the pointer
 * lands on a winner, with the matching caption lit. Reduced motion gets three still frames.
 */
export function HowToAnimation() {
  const { t } = useAreaTranslation("info");
  const still = useMediaQuery(REDUCED_MOTION_QUERY);
  const names = t("video.sampleNames").split(",");
  const figure = useRef<HTMLElement>(null);
  const [onScreen, setOnScreen] = useState(false);

  // Animate only while visible: an idle page should not keep the main thread busy.
  useEffect(() => {
    const el = figure.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(Boolean(entry?.isIntersecting)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  if (still) {
    const poses: Record<(typeof STEPS)[number], Omit<WheelProps, "names">> = {
      add: {},
      spin: { rotation: 25, motion: true },
      win: { rotation: FINAL_ANGLE, winner: true },
    };
    return (
      <ol className="how-to how-to-frames" aria-label={t("video.animationLabel")}>
        {STEPS.map((step) => (
          <li key={step} className="how-to-frame">
            <Wheel names={names} {...poses[step]} />
            <span className="how-to-caption">{t(`video.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <figure
      ref={figure}
      className="how-to how-to-animated"
      data-playing={onScreen || undefined}
      data-testid="how-to-animation"
    >
      <div role="img" aria-label={t("video.animationLabel")} className="how-to-stage">
        <AnimatedWheel names={names} />
      </div>
      <figcaption>
        <ol className="how-to-steps">
          {STEPS.map((step, i) => (
            <li key={step} className={`how-to-caption how-to-step-${i + 1}`}>
              {t(`video.steps.${step}`)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
