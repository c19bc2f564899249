import { isImageData } from "#core/lists/participants.ts";
import { segmentBounds, type Weights } from "#core/spin/spin-plan.ts";
import type { SpinItem } from "./spin-item";
import { imageBox } from "./wheel-geometry";

type Props = { items: SpinItem[]; weights: Weights; hub: number; center: string };

const CLIP = "wheel-picture-clip"; // one wheel on a page

/**
 * The wheel's pictures, drawn in its SVG over the slices: each name's at the rim of its
 * slice, upright towards the rim, and the centre picture in the hub, each cut to a circle.
 * Loaded only for a wheel that has one, so the first screen does not carry it.
 */
export default function WheelPictures({ items, weights, hub, center }: Props) {
  return (
    <>
      <clipPath id={CLIP} clipPathUnits="objectBoundingBox">
        <circle cx=".5" cy=".5" r=".5" />
      </clipPath>
      {items.map((item, i) => {
        if (!isImageData(item.image)) return null;
        const { startDeg, endDeg } = segmentBounds(i, items.length, weights);
        const { side, at } = imageBox((endDeg - startDeg) / 360);
        return (
          <Picture
            key={item.id}
            name={item.label}
            href={item.image}
            side={side}
            y={-at - side / 2}
            rotate={(startDeg + endDeg) / 2}
          />
        );
      })}
      {center && <Picture name="" href={center} side={2 * hub - 2} y={1 - hub} rotate={0} />}
    </>
  );
}

type PictureProps = { name: string; href: string; side: number; y: number; rotate: number };

/** A picture cut to a circle, centred on the wheel's upright axis, then turned. */
function Picture({ name, href, side, y, rotate }: PictureProps) {
  return (
    <image
      data-picture={name}
      href={href}
      x={-side / 2}
      y={y}
      width={side}
      height={side}
      transform={`rotate(${rotate})`}
      clipPath={`url(#${CLIP})`}
      preserveAspectRatio="xMidYMid slice"
    />
  );
}
