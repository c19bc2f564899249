import type { ArtProps } from "#web/ui/art-types.ts";

/** Fountain pen, gold nib up, with a black grip, gold trim rings, a navy barrel and a clip. */
export function PenArt({ uid }: ArtProps) {
  const gold = `${uid}-gold`;
  const barrel = `${uid}-barrel`;
  const grip = `${uid}-grip`;
  return (
    <>
      <defs>
        <linearGradient id={gold} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#a16207" />
          <stop offset="0.4" stopColor="#fef3c7" />
          <stop offset="0.6" stopColor="#facc15" />
          <stop offset="1" stopColor="#854d0e" />
        </linearGradient>
        <linearGradient id={barrel} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#172554" />
          <stop offset="0.3" stopColor="#3b82f6" />
          <stop offset="0.45" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0b1535" />
        </linearGradient>
        <linearGradient id={grip} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#030712" />
          <stop offset="0.35" stopColor="#4b5563" />
          <stop offset="1" stopColor="#030712" />
        </linearGradient>
      </defs>
      {/* nib */}
      <path
        d="M50 5 C53 10 56 16 56 24 V29 H44 V24 C44 16 47 10 50 5 Z"
        fill={`url(#${gold})`}
        stroke="#713f12"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <path d="M50 7.5 V19" stroke="#422006" strokeWidth="0.8" strokeLinecap="round" />
      <circle cx="50" cy="20.5" r="1.5" fill="#422006" />
      <path d="M46.5 24.5 Q50 22.5 53.5 24.5" fill="none" stroke="#713f12" strokeWidth="0.6" />
      {/* grip section */}
      <path d="M43.5 28 H56.5 L57.8 38 H42.2 Z" fill={`url(#${grip})`} />
      <rect x="41.8" y="37.5" width="16.4" height="3" rx="0.8" fill={`url(#${gold})`} />
      {/* barrel */}
      <path
        d="M41.8 40.5 H58.2 V88 Q58.2 95 50 95 Q41.8 95 41.8 88 Z"
        fill={`url(#${barrel})`}
        stroke="#0b1535"
        strokeWidth="0.8"
      />
      <rect x="41.8" y="80" width="16.4" height="1.6" fill={`url(#${gold})`} />
      <rect x="45.2" y="43" width="1.4" height="35" rx="0.7" fill="#fff" opacity="0.35" />
      {/* clip */}
      <path
        d="M53 41 H56.4 V69 Q56.4 73 54.7 73 Q53 73 53 69 Z"
        fill={`url(#${gold})`}
        stroke="#713f12"
        strokeWidth="0.6"
      />
      <circle cx="54.7" cy="69.5" r="1.3" fill="#fde68a" stroke="#713f12" strokeWidth="0.5" />
      <path d="M43.5 28 H56.5 L57.8 38 H42.2 Z" fill="none" stroke="#030712" strokeWidth="0.8" />
    </>
  );
}
