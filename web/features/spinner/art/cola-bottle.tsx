import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M44.5 14 V24 C44.5 31 36 35 36 45 C36 53 39.5 57 39.5 63 C39.5 69 35 72 35 80 V88 Q35 93 40 93 H60 Q65 93 65 88 V80 C65 72 60.5 69 60.5 63 C60.5 57 64 53 64 45 C64 35 55.5 31 55.5 24 V14 Z";

/** Classic contour cola bottle with a red cap and a red label with a white swoosh. */
export function ColaBottleArt({ uid }: ArtProps) {
  const cap = `${uid}-cap`;
  return (
    <>
      <defs>
        <linearGradient id={cap} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#a3121b" />
          <stop offset="0.35" stopColor="#ff5a5f" />
          <stop offset="1" stopColor="#9b0f18" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#9fbfb3", "#e4f1ec"]}
        liquid={["#240703", "#6e2613"]}
        liquidTop={30}
        outline="#2a0904"
        label={
          <>
            <rect x="0" y="66" width="100" height="14" fill="#e3262e" />
            <rect x="0" y="66" width="100" height="1.2" fill="#fff" opacity="0.5" />
            <path
              d="M32 76 C40 69 52 80 68 70"
              fill="none"
              stroke="#fff"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </>
        }
      >
        <rect
          x="43.5"
          y="13.5"
          width="13"
          height="2.5"
          rx="1"
          fill="#c9d6d1"
          stroke="#2a0904"
          strokeWidth="0.6"
        />
        <rect x="43" y="6.5" width="14" height="7.5" rx="1.6" fill={`url(#${cap})`} />
        <path
          d="M45.5 7.5 V13 M48 7.5 V13 M50.5 7.5 V13 M53 7.5 V13 M55 7.5 V13"
          stroke="#7a0a12"
          strokeOpacity="0.45"
          strokeWidth="0.7"
        />
        <rect
          x="43"
          y="6.5"
          width="14"
          height="7.5"
          rx="1.6"
          fill="none"
          stroke="#5c0a10"
          strokeWidth="0.8"
        />
      </BottleBase>
    </>
  );
}
