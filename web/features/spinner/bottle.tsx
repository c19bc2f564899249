import { memo, type ReactNode, type Ref } from "react";
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

/**
 * Names sit on a circle around the bottle at the same angles the winner formula uses; the
 * bottle image rotates (neck up at 0 degrees) and its neck points at the winner.
 */
export const Bottle = memo(function Bottle({ items, style, rotorRef }: Props) {
  const count = items.length;
  return (
    <div className="bottle">
      <ol className="bottle-names" aria-hidden="true">
        {items.map((item, i) => {
          const [x, y] = pointAt(labelAngle(i, count), 42);
          return (
            <li
              key={item.id}
              data-index={i}
              data-label={item.label}
              className="bottle-name"
              style={{
                left: `${50 + x}%`,
                top: `${50 + y}%`,
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
        <img src={`/images/spinners/${style.id}.svg`} alt="" draggable={false} />
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
