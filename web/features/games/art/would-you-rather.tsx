import { type ArtProps, ref } from "#web/ui/art-types.ts";

const HILLS = "M0 46 Q18 30 40 41 Q60 27 84 39 Q102 30 120 37 V60 H0 Z";
const GROUND = "M0 45 Q30 39 60 43 Q90 47 120 41 V80 H0 Z";
// One road from the viewer that splits into a left and a right branch at the signpost.
const ROAD =
  "M38 80 C48 67 52 60 54 55 C42 52 24 49 4 47.5 L12 44.5 C30 45.5 46 48 60 50.5 C74 48 90 45.5 108 44.5 L116 47.5 C96 49 78 52 66 55 C68 60 72 67 82 80 Z";

/** Would You Rather (120x80): a road forking left and right under a two-way signpost. */
export function WouldYouRatherArt({ uid }: ArtProps) {
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <linearGradient id={id("sky")} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#e0f2fe" />
        </linearGradient>
        <linearGradient id={id("grass")} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#4ade80" />
          <stop offset="1" stopColor="#16a34a" />
        </linearGradient>
        <linearGradient id={id("wood")} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#92400e" />
          <stop offset="0.45" stopColor="#d97706" />
          <stop offset="1" stopColor="#78350f" />
        </linearGradient>
        <clipPath id={id("frame")}>
          <rect width="120" height="80" rx="8" />
        </clipPath>
      </defs>
      <g clipPath={ref(uid, "frame")}>
        <rect width="120" height="80" fill={ref(uid, "sky")} />
        <circle cx="101" cy="15" r="7" fill="#fde047" stroke="#f59e0b" strokeWidth="0.8" />
        <path
          d="M14 20 Q14 14 20 14 Q22 9 28 11 Q34 9 35 15 Q40 15 40 20 Z"
          fill="#fff"
          opacity="0.9"
        />
        <path d={HILLS} fill="#86efac" />
        <path d={GROUND} fill={ref(uid, "grass")} />
        <path d={ROAD} fill="#f5deb3" stroke="#b08d57" strokeWidth="0.8" strokeLinejoin="round" />
        <path d="M60 78.5 V71 M60 66 V60.5" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" />
      </g>
      {/* signpost */}
      <ellipse cx="60" cy="62.5" rx="5" ry="1.4" fill="#14532d" opacity="0.3" />
      <rect
        x="58"
        y="17"
        width="4"
        height="46"
        rx="1"
        fill={ref(uid, "wood")}
        stroke="#451a03"
        strokeWidth="0.7"
      />
      <path
        d="M61 21 H37 L30 27.5 L37 34 H61 Z"
        fill="#3b82f6"
        stroke="#1e3a8a"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path
        d="M59 36 H83 L90 42.5 L83 49 H59 Z"
        fill="#ef4444"
        stroke="#7f1d1d"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path
        d="M40 27.5 H55 M65 42.5 H80"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="60" cy="27.5" r="0.9" fill="#1e3a8a" />
      <circle cx="60" cy="42.5" r="0.9" fill="#7f1d1d" />
      <rect x="57.5" y="15.5" width="5" height="2.5" rx="1" fill="#78350f" />
    </>
  );
}
