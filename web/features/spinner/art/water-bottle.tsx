import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M44.5 16 V19 C44.5 24 36 26 36 34 V40 Q36 42 37.5 43 Q36 44 36 46 V54 Q36 56 37.5 57 Q36 58 36 60 V86 Q36 93 43 93 H57 Q64 93 64 86 V60 Q64 58 62.5 57 Q64 56 64 54 V46 Q64 44 62.5 43 Q64 42 64 40 V34 C64 26 55.5 24 55.5 19 V16 Z";

/** Ribbed plastic water bottle with clear blue water, a sky-blue cap and a wave label. */
export function WaterBottleArt({ uid }: ArtProps) {
  const cap = `${uid}-cap`;
  return (
    <>
      <defs>
        <linearGradient id={cap} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#0369a1" />
          <stop offset="0.35" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#075985" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#c7e6f5", "#f5fbff"]}
        liquid={["#38bdf8", "#bfe9fc"]}
        liquidTop={31}
        outline="#0c6a99"
        label={
          <>
            <rect x="0" y="62" width="100" height="18" fill="#ffffff" />
            <path d="M30 75 C38 70 44 79 52 74 C58 70 64 76 70 73 V80 H30 Z" fill="#0ea5e9" />
            <path
              d="M50 64.5 C52.5 68 54 69.6 54 71.2 A4 4 0 0 1 46 71.2 C46 69.6 47.5 68 50 64.5 Z"
              fill="#0284c7"
            />
          </>
        }
      >
        <path
          d="M37.5 43 H62.5 M37.5 57 H62.5"
          stroke="#0c6a99"
          strokeOpacity="0.4"
          strokeWidth="0.8"
        />
        <rect x="42" y="15" width="16" height="2.4" rx="1.2" fill={`url(#${cap})`} />
        <rect x="43" y="7" width="14" height="8.5" rx="2" fill={`url(#${cap})`} />
        <path
          d="M45.5 8 V14.5 M48 8 V14.5 M50.5 8 V14.5 M53 8 V14.5 M55 8 V14.5"
          stroke="#0c4a6e"
          strokeOpacity="0.4"
          strokeWidth="0.7"
        />
        <rect
          x="43"
          y="7"
          width="14"
          height="8.5"
          rx="2"
          fill="none"
          stroke="#0c4a6e"
          strokeWidth="0.8"
        />
      </BottleBase>
    </>
  );
}
