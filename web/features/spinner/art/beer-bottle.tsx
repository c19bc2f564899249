import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M46 10 V32 C46 38 37 40 37 48 V88 Q37 93 42 93 H58 Q63 93 63 88 V48 C63 40 54 38 54 32 V10 Z";

/** Brown long-neck beer bottle with gold neck foil, crown cap and a cream label. */
export function BeerBottleArt({ uid }: ArtProps) {
  const foil = `${uid}-foil`;
  return (
    <>
      <defs>
        <linearGradient id={foil} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#a16207" />
          <stop offset="0.35" stopColor="#fde68a" />
          <stop offset="1" stopColor="#854d0e" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#4a2306", "#a65a16"]}
        liquid={["#3b1a03", "#8a4510"]}
        liquidTop={36}
        outline="#2b1302"
        label={
          <>
            <path d="M30 55 Q50 51 70 55 V81 Q50 85 30 81 Z" fill="#f6ead0" />
            <rect x="0" y="63.5" width="100" height="7" fill="#c2410c" />
            <path d="M0 63.5 H100 M0 70.5 H100" stroke="#fde68a" strokeWidth="0.8" />
            <circle cx="50" cy="67" r="4.2" fill="#f6ead0" stroke="#a16207" strokeWidth="0.9" />
            <path d="M47.8 68.5 L50 64.8 L52.2 68.5 Z" fill="#c2410c" />
            <path
              d="M42 75.5 H58 M44 78.5 H56"
              stroke="#7c2d12"
              strokeWidth="1.1"
              strokeLinecap="round"
            />
          </>
        }
      >
        <path
          d="M45.2 9 H54.8 V24 Q54.8 26.5 52.5 27 H47.5 Q45.2 26.5 45.2 24 Z"
          fill={`url(#${foil})`}
        />
        <path d="M45.2 22 H54.8" stroke="#854d0e" strokeWidth="0.7" />
        <rect x="44.5" y="6" width="11" height="4" rx="0.8" fill={`url(#${foil})`} />
        <path
          d="M46 6 V10 M48 6 V10 M50 6 V10 M52 6 V10 M54 6 V10"
          stroke="#713f12"
          strokeOpacity="0.5"
          strokeWidth="0.6"
        />
        <path
          d="M45.2 9 H54.8 V24 Q54.8 26.5 52.5 27 H47.5 Q45.2 26.5 45.2 24 Z"
          fill="none"
          stroke="#713f12"
          strokeWidth="0.7"
        />
      </BottleBase>
    </>
  );
}
