import { type ComponentType, useId } from "react";
import type { SpinnerId } from "#core/spinners/spinner-styles.ts";
import type { ArtProps } from "#web/ui/art-types.ts";
import { ArrowArt } from "./art/arrow";
import { BeerBottleArt } from "./art/beer-bottle";
import { ChampagneBottleArt } from "./art/champagne-bottle";
import { ColaBottleArt } from "./art/cola-bottle";
import { CompassArt } from "./art/compass";
import { KnifeArt } from "./art/knife";
import { MagicWandArt } from "./art/magic-wand";
import { OrangeSodaBottleArt } from "./art/orange-soda-bottle";
import { PenArt } from "./art/pen";
import { PencilArt } from "./art/pencil";
import { WaterBottleArt } from "./art/water-bottle";
import { WheelArt } from "./art/wheel";
import { WhiskyBottleArt } from "./art/whisky-bottle";

/** Artwork component for every spinner style (also rendered to static files by scripts/render-art.ts). */
export const SPINNER_ART: Record<SpinnerId, ComponentType<ArtProps>> = {
  colabottle: ColaBottleArt,
  orangesodabottle: OrangeSodaBottleArt,
  waterbottle: WaterBottleArt,
  beerbottle: BeerBottleArt,
  whiskybottle: WhiskyBottleArt,
  champagne: ChampagneBottleArt,
  wheel: WheelArt,
  pencil: PencilArt,
  pen: PenArt,
  compass: CompassArt,
  knife: KnifeArt,
  arrow: ArrowArt,
  "magic-wand": MagicWandArt,
};

export interface SpinnerArtProps {
  id: SpinnerId;
  className?: string;
  /** Accessible name. Without it the artwork is decorative (aria-hidden). */
  title?: string;
}

/**
 * Inline SVG artwork of a spinner style, drawn in a 100x100 viewBox pointing straight up
 * and centred, so it can be rotated around its centre (transform-origin: 50% 50%).
 */
export function SpinnerArt({ id, className, title }: SpinnerArtProps) {
  const uid = `sa${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const Art = SPINNER_ART[id] ?? WheelArt;
  const titleId = `${uid}-title`;
  if (title) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 100 100"
        className={className}
        role="img"
        aria-labelledby={titleId}
        data-spinner={id}
      >
        <title id={titleId}>{title}</title>
        <Art uid={uid} />
      </svg>
    );
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 100 100"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-spinner={id}
    >
      <Art uid={uid} />
    </svg>
  );
}
