import { lazy, memo, type Ref, Suspense, useLayoutEffect, useRef } from "react";
import { segmentBounds } from "#core/spin/spin-plan.ts";
import { truncateLabel, WHEEL_LABEL_LIMIT } from "#core/spinners/spinner-styles.ts";
import { sliceColor, textColorOn, type WheelLook } from "#core/spinners/wheel-look.ts";
import type { SpinItem } from "./spin-item";
import { imageBox, segmentPath, weightsOf } from "./wheel-geometry";

const R = 100;

// The pictures' code loads only for a wheel that has one.
const WheelPictures = lazy(() => import("./wheel-pictures"));

type Props = { items: SpinItem[]; rotorRef: Ref<HTMLDivElement>; look: WheelLook };

/**
 * The wheel is drawn once per list; a spin only rotates `rotor` with a CSS transform, so
 * nothing here renders during the animation. The pointer stays fixed at the top.
 */
export const Wheel = memo(function Wheel({ items, rotorRef, look }: Props) {
  const count = items.length;
  // A centre picture gets a bigger hub.
  const hub = look.center ? 24 : 14;
  const fontSize = count > 24 ? 7 : count > 12 ? 8.5 : 10;
  const weights = weightsOf(items);
  const svg = useRef<SVGSVGElement>(null);
  // A label runs from the rim (92), or from its slice's picture, inwards, to the hub's edge
  // or, where slices are narrow, to where its slice is as wide as the text is tall; a longer
  // one is drawn smaller to fit. A weighted slice's width is its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are read from the page
  useLayoutEffect(() => {
    for (const text of svg.current?.querySelectorAll("text") ?? []) {
      const share = Number(text.dataset.share);
      const inner = Math.max(hub + 3, share < 1 ? fontSize / 2 / Math.sin(Math.PI * share) : 0);
      const room = Number(text.dataset.end) - inner;
      const length = text.getComputedTextLength?.() ?? 0;
      if (length > room) text.setAttribute("font-size", String((fontSize * room) / length));
    }
  }, [items, hub]);
  return (
    <div className="wheel">
      <div className="spinner-rotor" ref={rotorRef}>
        <svg ref={svg} viewBox="-104 -104 208 208" className="wheel-svg" aria-hidden="true">
          <circle r="103" fill="var(--paper)" stroke="var(--border)" strokeWidth="2" />
          {items.map((item, i) => {
            const fill = item.color ?? sliceColor(i, count, look.colors);
            const { startDeg, endDeg } = segmentBounds(i, count, weights);
            const share = (endDeg - startDeg) / 360;
            const angle = (startDeg + endDeg) / 2; // the label sits at the slice's centre
            // Labels on the left half are turned over so that none reads upside down.
            const flip = angle > 180;
            // A picture sits at the rim (wheel-pictures.tsx); the label then ends inside it.
            const end = item.image ? 92 - imageBox(share).side : R - 8;
            return (
              <g key={item.id} data-index={i} data-label={item.label}>
                <path
                  d={segmentPath(i, count, R, weights)}
                  fill={fill}
                  stroke="#ffffff"
                  strokeWidth="0.6"
                />
                {/* Keyed by its text: a new label starts again from the wheel's size. */}
                <text
                  key={item.label}
                  data-share={share}
                  data-end={end}
                  fontSize={fontSize}
                  transform={`rotate(${flip ? angle + 90 : angle - 90})`}
                  x={flip ? -end : end}
                  y="0"
                  textAnchor={flip ? "start" : "end"}
                  dominantBaseline="central"
                  fontWeight="700"
                  fill={textColorOn(fill)}
                >
                  {truncateLabel(item.label, WHEEL_LABEL_LIMIT)}
                </text>
              </g>
            );
          })}
          <circle r={hub} fill="#ffffff" stroke="#e5e7eb" strokeWidth="2" />
          {!look.center && <circle r="6" fill="#6d28d9" />}
          {(look.center || items.some((item) => item.image)) && (
            <Suspense fallback={null}>
              <WheelPictures items={items} weights={weights} hub={hub} center={look.center} />
            </Suspense>
          )}
        </svg>
      </div>
      <svg className="wheel-pointer" viewBox="0 0 40 48" aria-hidden="true">
        <path d="M20 46 4 10a16 16 0 1 1 32 0Z" fill="#111827" stroke="#ffffff" strokeWidth="3" />
        <circle cx="20" cy="14" r="5" fill="#ffffff" />
      </svg>
    </div>
  );
});
