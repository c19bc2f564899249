import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M45.5 12 V25 C45.5 38 35 42 35 54 V88 Q35 93 40 93 H60 Q65 93 65 88 V54 C65 42 54.5 38 54.5 25 V12 Z";

/** Dark green champagne bottle with gold foil over neck and shoulder and a cream shield label. */
export function ChampagneBottleArt({ uid }: ArtProps) {
  const foil = `${uid}-foil`;
  return (
    <>
      <defs>
        <linearGradient id={foil} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#92610a" />
          <stop offset="0.35" stopColor="#fff1b8" />
          <stop offset="0.6" stopColor="#e0b53a" />
          <stop offset="1" stopColor="#7a4f06" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#0b2e1f", "#2f7a4f"]}
        outline="#051a11"
        label={
          <>
            <path d="M20 0 H80 V34 Q65 40 50 36 Q35 40 20 34 Z" fill={`url(#${foil})`} />
            <path
              d="M20 31 Q35 37 50 33 Q65 37 80 31"
              fill="none"
              stroke="#7a4f06"
              strokeWidth="0.8"
            />
            <path
              d="M38 60 Q50 55 62 60 V78 Q50 83 38 78 Z"
              fill="#f7efd8"
              stroke="#c9a227"
              strokeWidth="1.2"
            />
            <path
              d="M50 61.5 L51.4 64.4 L54.5 64.7 L52.2 66.8 L52.9 69.9 L50 68.3 L47.1 69.9 L47.8 66.8 L45.5 64.7 L48.6 64.4 Z"
              fill="#c9a227"
            />
            <path
              d="M43 73 H57 M45 76 H55"
              stroke="#6b4f0c"
              strokeWidth="1.1"
              strokeLinecap="round"
            />
          </>
        }
      >
        <rect
          x="43.6"
          y="5.5"
          width="12.8"
          height="8"
          rx="3"
          fill={`url(#${foil})`}
          stroke="#7a4f06"
          strokeWidth="0.7"
        />
        <path
          d="M45.5 17 H54.5 M45.6 21 H54.4"
          stroke="#7a4f06"
          strokeOpacity="0.6"
          strokeWidth="0.6"
        />
      </BottleBase>
    </>
  );
}
