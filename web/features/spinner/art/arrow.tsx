import type { ArtProps } from "#web/ui/art-types.ts";

/** Archery arrow pointing up: steel broadhead, wooden shaft, red-and-white fletching and a nock. */
export function ArrowArt({ uid }: ArtProps) {
  const steel = `${uid}-steel`;
  const shaft = `${uid}-shaft`;
  return (
    <>
      <defs>
        <linearGradient id={steel} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#f1f5f9" />
          <stop offset="0.5" stopColor="#cbd5e1" />
          <stop offset="0.5" stopColor="#94a3b8" />
          <stop offset="1" stopColor="#64748b" />
        </linearGradient>
        <linearGradient id={shaft} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#a16207" />
          <stop offset="0.4" stopColor="#f1c27d" />
          <stop offset="1" stopColor="#8a4b08" />
        </linearGradient>
      </defs>
      {/* shaft */}
      <rect
        x="48.5"
        y="18"
        width="3"
        height="74"
        fill={`url(#${shaft})`}
        stroke="#6b3a06"
        strokeWidth="0.5"
      />
      {/* fletching */}
      <path
        d="M48.5 64 C43 68 39.5 76 39.5 88 L48.5 84 Z"
        fill="#ef4444"
        stroke="#991b1b"
        strokeWidth="0.7"
        strokeLinejoin="round"
      />
      <path
        d="M51.5 64 C57 68 60.5 76 60.5 88 L51.5 84 Z"
        fill="#dc2626"
        stroke="#991b1b"
        strokeWidth="0.7"
        strokeLinejoin="round"
      />
      <path
        d="M47 70 L43 75 M47 75 L42 81 M47.5 80 L41.5 86 M53 70 L57 75 M53 75 L58 81 M52.5 80 L58.5 86"
        stroke="#fecaca"
        strokeOpacity="0.7"
        strokeWidth="0.6"
      />
      <path d="M48.7 66 H51.3 V86 H48.7 Z" fill="#f8fafc" stroke="#94a3b8" strokeWidth="0.5" />
      <rect x="48" y="62.5" width="4" height="2" rx="0.5" fill="#1f2937" />
      <rect x="48" y="86" width="4" height="2" rx="0.5" fill="#1f2937" />
      {/* nock */}
      <path
        d="M48 91 H52 V96 L50.8 93.5 H49.2 L48 96 Z"
        fill="#f59e0b"
        stroke="#92400e"
        strokeWidth="0.5"
        strokeLinejoin="round"
      />
      {/* broadhead */}
      <path
        d="M50 3 L58.5 21 Q50 18 41.5 21 Z"
        fill={`url(#${steel})`}
        stroke="#334155"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <rect x="48" y="19" width="4" height="4" rx="0.8" fill="#374151" />
    </>
  );
}
