import type { ArtProps } from "#web/ui/art-types.ts";

/** Yellow hexagonal pencil, sharpened tip up, with a metal ferrule and a pink eraser. */
export function PencilArt({ uid }: ArtProps) {
  const metal = `${uid}-metal`;
  const lead = `${uid}-lead`;
  return (
    <>
      <defs>
        <linearGradient id={metal} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#94a3b8" />
          <stop offset="0.35" stopColor="#f8fafc" />
          <stop offset="1" stopColor="#64748b" />
        </linearGradient>
        <linearGradient id={lead} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#6b7280" />
          <stop offset="1" stopColor="#111827" />
        </linearGradient>
      </defs>
      {/* sharpened wood, three facets converging on the tip */}
      <path d="M42 28 L50 6 L47 28 Z" fill="#f6d3a1" />
      <path d="M47 28 L50 6 L53 28 Z" fill="#fbe2bb" />
      <path d="M53 28 L50 6 L58 28 Z" fill="#dcaa6c" />
      <path d="M47.45 13 L50 6 L52.55 13 Q50 14 47.45 13 Z" fill={`url(#${lead})`} />
      {/* painted hexagonal body */}
      <rect x="42" y="27" width="5" height="50" fill="#f0b400" />
      <rect x="47" y="27" width="6" height="50" fill="#ffd43b" />
      <rect x="53" y="27" width="5" height="50" fill="#d99a00" />
      <path d="M42 28 Q44.5 23.5 47 28 Z" fill="#f0b400" />
      <path d="M47 28 Q50 23.5 53 28 Z" fill="#ffd43b" />
      <path d="M53 28 Q55.5 23.5 58 28 Z" fill="#d99a00" />
      <rect x="48" y="30" width="1.4" height="44" rx="0.7" fill="#fff" opacity="0.45" />
      <path
        d="M44.5 60 V70"
        stroke="#1f2937"
        strokeOpacity="0.55"
        strokeWidth="0.9"
        strokeLinecap="round"
      />
      {/* ferrule */}
      <rect x="41.5" y="76" width="17" height="9" rx="0.8" fill={`url(#${metal})`} />
      <path d="M41.5 78.5 H58.5 M41.5 82.5 H58.5" stroke="#64748b" strokeWidth="0.7" />
      {/* eraser */}
      <path d="M42 85 H58 V90 Q58 94 54 94 H46 Q42 94 42 90 Z" fill="#f472b6" />
      <path d="M46 85 H50 V94 H46 Q44.5 94 44.5 92 Z" fill="#f9a8d4" opacity="0.8" />
      <path
        d="M42 28 L50 6 L58 28 V76 H58.5 V85 H58 V90 Q58 94 54 94 H46 Q42 94 42 90 V85 H41.5 V76 H42 Z"
        fill="none"
        stroke="#3f2a10"
        strokeOpacity="0.55"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </>
  );
}
