import type { ArtProps } from "#web/ui/art-types.ts";

const COLOURS = [
  "#ef4444",
  "#f97316",
  "#facc15",
  "#22c55e",
  "#14b8a6",
  "#3b82f6",
  "#8b5cf6",
  "#ec4899",
] as const;

const R = 38;

function point(angleDeg: number, r: number): string {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return `${(50 + r * Math.cos(a)).toFixed(2)} ${(50 + r * Math.sin(a)).toFixed(2)}`;
}

const STEP = 360 / COLOURS.length;
const SEGMENTS = COLOURS.map((fill, i) => ({
  fill,
  d: `M50 50 L${point(i * STEP - STEP / 2, R)} A${R} ${R} 0 0 1 ${point(i * STEP + STEP / 2, R)} Z`,
}));
const PEGS = COLOURS.map((_, i) =>
  point(i * STEP - STEP / 2, R + 4.2)
    .split(" ")
    .map(Number),
);

/** Small generic prize wheel icon: eight coloured segments, rim with pegs and a hub. */
export function WheelArt({ uid }: ArtProps) {
  const rim = `${uid}-rim`;
  const hub = `${uid}-hub`;
  const gloss = `${uid}-gloss`;
  return (
    <>
      <defs>
        <linearGradient id={rim} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#475569" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <radialGradient id={hub} cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cbd5e1" />
        </radialGradient>
        <radialGradient id={gloss} cx="0.3" cy="0.25" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.3" />
          <stop offset="0.55" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.18" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="46" fill={`url(#${rim})`} />
      {SEGMENTS.map((s) => (
        <path
          key={s.fill}
          d={s.d}
          fill={s.fill}
          stroke="#fff"
          strokeWidth="1"
          strokeLinejoin="round"
        />
      ))}
      <circle cx="50" cy="50" r={R} fill={`url(#${gloss})`} />
      {PEGS.map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="1.7"
          fill="#fde68a"
          stroke="#a16207"
          strokeWidth="0.5"
        />
      ))}
      <circle cx="50" cy="50" r="8" fill={`url(#${hub})`} stroke="#334155" strokeWidth="1.2" />
      <circle cx="50" cy="50" r="2.6" fill="#334155" />
    </>
  );
}
