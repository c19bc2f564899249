import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M45.5 15 V23 Q45.5 27.5 42 28.5 C36 30.5 33 33 33 38 V88 Q33 93 38 93 H62 Q67 93 67 88 V38 C67 33 64 30.5 58 28.5 Q54.5 27.5 54.5 23 V15 Z";

/** Square whisky bottle with amber spirit, a wooden-top cork and a black-and-gold label. */
export function WhiskyBottleArt({ uid }: ArtProps) {
  const wood = `${uid}-wood`;
  return (
    <>
      <defs>
        <linearGradient id={wood} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#2b1a10" />
          <stop offset="0.35" stopColor="#7a4a2a" />
          <stop offset="1" stopColor="#24150c" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#cfd8de", "#fbfdff"]}
        liquid={["#9a3d06", "#f5a524"]}
        liquidTop={37}
        outline="#5b2a06"
        label={
          <>
            <rect x="37.5" y="50" width="25" height="30" rx="1.5" fill="#111" />
            <rect
              x="39.2"
              y="51.7"
              width="21.6"
              height="26.6"
              rx="1"
              fill="none"
              stroke="#d4a72c"
              strokeWidth="0.8"
            />
            <path d="M50 55 L53 59 L50 63 L47 59 Z" fill="#d4a72c" />
            <path
              d="M42.5 67 H57.5 M44 71 H56 M46 74.5 H54"
              stroke="#d4a72c"
              strokeWidth="1.1"
              strokeLinecap="round"
            />
          </>
        }
      >
        <rect
          x="44.6"
          y="11"
          width="10.8"
          height="5.5"
          rx="0.8"
          fill="#d9a86b"
          stroke="#8a5a2b"
          strokeWidth="0.6"
        />
        <rect x="42.5" y="5.5" width="15" height="6.5" rx="2" fill={`url(#${wood})`} />
        <rect x="44" y="6.5" width="5" height="1.2" rx="0.6" fill="#fff" opacity="0.25" />
      </BottleBase>
    </>
  );
}
