import { type CSSProperties, memo, type ReactNode, type Ref, useLayoutEffect, useRef } from "react";
import { spinnerImagePath } from "#core/app/preload-images.ts";
import { labelAngle } from "#core/spin/spin-plan.ts";
import {
  BOTTLE_LABEL_LIMIT,
  type SpinnerId,
  type SpinnerStyle,
  truncateLabel,
} from "#core/spinners/spinner-styles.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import type { SpinItem } from "./spin-item";
import { pointAt } from "./wheel-geometry";
import "./bottle.css";

type Props = { items: SpinItem[]; style: SpinnerStyle; rotorRef: Ref<HTMLDivElement> };

/** Up to this many names, each reads level; more stand on the circle like spokes. */
const LEVEL_MAX = 8;
/** The ring the names sit on, and the bottle inside it, in % of the face's width. */
const RING = 38;

/**
 * Names sit on a circle around the bottle at the same angles the winner formula uses; the
 * bottle image rotates (neck up at 0 degrees) and its neck points at the winner. Each name's
 * box follows the space between its neighbours (and, as spokes, between the bottle and the
 * rim), so no two meet; a name longer than its box is drawn smaller until it fits whole.
 */
export const Bottle = memo(function Bottle({ items, style, rotorRef }: Props) {
  const count = items.length;
  const level = count <= LEVEL_MAX;
  const gap = 2 * RING * Math.sin(Math.PI / Math.max(count, 2));
  // Level: as wide as the gap to the neighbours allows. Spokes: from the bottle to the rim,
  // as thick as the gap allows.
  const length = level ? Math.min(26, gap * 0.9) : 22;
  const size = level ? 3.6 : Math.min(3.4, gap * 0.5);
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are read from the page
  useLayoutEffect(() => {
    for (const li of list.current?.children ?? []) {
      const el = li as HTMLElement;
      el.style.fontSize = "";
      // The border does not shrink with the text: a second or third step may be needed.
      for (let step = 0; step < 4 && el.scrollWidth > el.clientWidth; step++) {
        const font = Number.parseFloat(getComputedStyle(el).fontSize);
        el.style.fontSize = `${(0.98 * font * el.clientWidth) / el.scrollWidth}px`;
      }
    }
  }, [items, length]);
  return (
    <div className="bottle" data-layout={level ? "level" : "spokes"}>
      <ol
        ref={list}
        className="bottle-names"
        aria-hidden="true"
        style={{ "--name-length": `${length}cqw`, "--name-size": `${size}cqw` } as CSSProperties}
      >
        {items.map((item, i) => {
          const angle = labelAngle(i, count);
          const [x, y] = pointAt(angle, RING);
          // Spokes read outwards on the right, and are turned over on the left.
          const turn = level ? 0 : angle > 180 ? angle + 90 : angle - 90;
          return (
            <li
              key={item.id}
              data-index={i}
              data-label={item.label}
              className="bottle-name"
              style={{
                left: `${50 + x}%`,
                top: `${50 + y}%`,
                transform: `translate(-50%, -50%) rotate(${turn}deg)`,
                ...(item.color ? { borderColor: item.color } : {}),
              }}
            >
              {item.color && <span className="bottle-swatch" style={{ background: item.color }} />}
              {truncateLabel(item.label, BOTTLE_LABEL_LIMIT)}
            </li>
          );
        })}
      </ol>
      <div className="spinner-rotor bottle-rotor" ref={rotorRef}>
        <img src={spinnerImagePath(style.id)} alt="" draggable={false} />
      </div>
    </div>
  );
});

/** The spin button's name for a bottle-like spinner ("Spin the pencil"), from its own strings. */
export function BottleSpinLabel({
  id,
  children,
}: {
  id: SpinnerId;
  children(label: string): ReactNode;
}) {
  const { t } = useAreaTranslation("bottles");
  return children(t(`spin.${id as Exclude<SpinnerId, "wheel">}`));
}
