import type { ArtProps } from "#web/ui/art-types.ts";

const BLADE = "M42.5 57 V21 L50 4 C56 11 58 22 58 34 V57 Z";

/** Chef's knife, tip up: steel blade with a bright edge bevel, bolster and a riveted wooden handle. */
export function KnifeArt({ uid }: ArtProps) {
  const steel = `${uid}-steel`;
  const wood = `${uid}-wood`;
  const bolster = `${uid}-bolster`;
  return (
    <>
      <defs>
        <linearGradient id={steel} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#e2e8f0" />
          <stop offset="0.25" stopColor="#ffffff" />
          <stop offset="0.7" stopColor="#a8b3c2" />
          <stop offset="1" stopColor="#7b8696" />
        </linearGradient>
        <linearGradient id={bolster} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#64748b" />
          <stop offset="0.35" stopColor="#e2e8f0" />
          <stop offset="1" stopColor="#475569" />
        </linearGradient>
        <linearGradient id={wood} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#5a1f0a" />
          <stop offset="0.35" stopColor="#b45a1c" />
          <stop offset="1" stopColor="#4a1806" />
        </linearGradient>
      </defs>
      <path d={BLADE} fill={`url(#${steel})`} />
      {/* sharpened edge bevel */}
      <path d="M50 4 C56 11 58 22 58 34 V57 H55.4 V34 C55.4 23 53.8 13 50 4 Z" fill="#eef2f7" />
      <path
        d="M44.6 22 V54"
        stroke="#fff"
        strokeOpacity="0.8"
        strokeWidth="1"
        strokeLinecap="round"
      />
      <path d={BLADE} fill="none" stroke="#475569" strokeWidth="0.9" strokeLinejoin="round" />
      {/* bolster */}
      <rect
        x="42"
        y="56"
        width="16"
        height="7"
        rx="1.5"
        fill={`url(#${bolster})`}
        stroke="#334155"
        strokeWidth="0.7"
      />
      {/* handle */}
      <path
        d="M42.6 63 H57.4 V90 Q57.4 95 50 95 Q42.6 95 42.6 90 Z"
        fill={`url(#${wood})`}
        stroke="#2e0f03"
        strokeWidth="0.8"
      />
      <path
        d="M45 66 Q44.2 78 45.4 90"
        fill="none"
        stroke="#e7a46a"
        strokeOpacity="0.45"
        strokeWidth="0.9"
      />
      {[70, 79, 88].map((cy) => (
        <g key={cy}>
          <circle
            cx="50"
            cy={cy}
            r="2"
            fill={`url(#${bolster})`}
            stroke="#334155"
            strokeWidth="0.5"
          />
          <circle cx="49.4" cy={cy - 0.6} r="0.6" fill="#fff" opacity="0.8" />
        </g>
      ))}
    </>
  );
}
