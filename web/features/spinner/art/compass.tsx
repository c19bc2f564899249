import type { ArtProps } from "#web/ui/art-types.ts";

function polar(angleDeg: number, r: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
}

const TICKS = Array.from({ length: 36 }, (_, i) => {
  const major = i % 9 === 0;
  const [x1, y1] = polar(i * 10, 36);
  const [x2, y2] = polar(i * 10, major ? 30.5 : 33);
  return {
    key: i,
    d: `M${x1.toFixed(2)} ${y1.toFixed(2)} L${x2.toFixed(2)} ${y2.toFixed(2)}`,
    major,
  };
});

/** Brass pocket compass; the red half of the needle points up (north). */
export function CompassArt({ uid }: ArtProps) {
  const brass = `${uid}-brass`;
  const face = `${uid}-face`;
  const glare = `${uid}-glare`;
  return (
    <>
      <defs>
        <linearGradient id={brass} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.45" stopColor="#d4a72c" />
          <stop offset="1" stopColor="#7c4a03" />
        </linearGradient>
        <radialGradient id={face} cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#fffdf5" />
          <stop offset="1" stopColor="#f1e6c8" />
        </radialGradient>
        <linearGradient id={glare} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r="45" fill={`url(#${brass})`} stroke="#6b3f02" strokeWidth="1.2" />
      <circle cx="50" cy="50" r="38" fill={`url(#${face})`} stroke="#8a5a0b" strokeWidth="1.2" />
      {/* N engraved on the bezel, dots for the other cardinal points */}
      <path
        d="M47.8 10 V4.6 L52.2 10 V4.6"
        fill="none"
        stroke="#5b3302"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <circle cx="91.5" cy="50" r="1.4" fill="#5b3302" />
      <circle cx="50" cy="91.5" r="1.4" fill="#5b3302" />
      <circle cx="8.5" cy="50" r="1.4" fill="#5b3302" />
      {TICKS.map((t) => (
        <path
          key={t.key}
          d={t.d}
          stroke={t.key === 0 ? "#dc2626" : "#57534e"}
          strokeWidth={t.major ? 1.6 : 0.8}
          strokeLinecap="round"
        />
      ))}
      {/* faint compass rose */}
      <path
        d="M50 24 L53 47 L76 50 L53 53 L50 76 L47 53 L24 50 L47 47 Z"
        fill="#e7dcc0"
        stroke="#cbbd96"
        strokeWidth="0.5"
      />
      {/* needle */}
      <path d="M50 17 L55.5 50 H50 Z" fill="#b91c1c" />
      <path d="M50 17 L44.5 50 H50 Z" fill="#ef4444" />
      <path d="M50 83 L55.5 50 H50 Z" fill="#9ca3af" />
      <path d="M50 83 L44.5 50 H50 Z" fill="#f3f4f6" />
      <path
        d="M50 17 L55.5 50 L50 83 L44.5 50 Z"
        fill="none"
        stroke="#3f3f46"
        strokeWidth="0.7"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="50" r="3.6" fill={`url(#${brass})`} stroke="#6b3f02" strokeWidth="0.8" />
      <circle cx="50" cy="50" r="1.2" fill="#6b3f02" />
      <ellipse
        cx="37"
        cy="31"
        rx="19"
        ry="8"
        transform="rotate(-38 37 31)"
        fill={`url(#${glare})`}
      />
    </>
  );
}
