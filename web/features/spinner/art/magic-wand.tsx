import type { ArtProps } from "#web/ui/art-types.ts";

function star(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((i * 36 - 90) * Math.PI) / 180;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join(" L")} Z`;
}

function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r} Z`;
}

const STAR = star(50, 23, 17, 7.5);
const STAR_SHINE = star(48.6, 21.6, 7, 3.1);
const SPARKLES = [
  { d: sparkle(27, 12, 5.5), fill: "#fde047" },
  { d: sparkle(74, 36, 4.5), fill: "#f0abfc" },
  { d: sparkle(28, 40, 3.5), fill: "#a5f3fc" },
  { d: sparkle(72, 9, 3.5), fill: "#fef08a" },
];

/** Magic wand: black wand with white tips crowned by a glowing gold star and sparkles. */
export function MagicWandArt({ uid }: ArtProps) {
  const gold = `${uid}-gold`;
  const glow = `${uid}-glow`;
  const wand = `${uid}-wand`;
  return (
    <>
      <defs>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={gold} x1="0" x2="0.6" y1="0" y2="1">
          <stop offset="0" stopColor="#fff7b0" />
          <stop offset="0.45" stopColor="#facc15" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id={wand} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#030712" />
          <stop offset="0.35" stopColor="#4b5563" />
          <stop offset="1" stopColor="#030712" />
        </linearGradient>
      </defs>
      <circle cx="50" cy="23" r="26" fill={`url(#${glow})`} />
      {/* wand */}
      <rect x="46.8" y="36" width="6.4" height="58" rx="3.2" fill={`url(#${wand})`} />
      <path
        d="M46.8 84 H53.2 V90.8 A3.2 3.2 0 0 1 46.8 90.8 Z"
        fill="#f8fafc"
        stroke="#94a3b8"
        strokeWidth="0.5"
      />
      <rect
        x="46.8"
        y="36"
        width="6.4"
        height="5"
        fill="#f8fafc"
        stroke="#94a3b8"
        strokeWidth="0.5"
      />
      <rect x="48" y="44" width="1.2" height="38" rx="0.6" fill="#fff" opacity="0.3" />
      {/* star */}
      <path
        d={STAR}
        fill={`url(#${gold})`}
        stroke="#b45309"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path d={STAR_SHINE} fill="#fff" opacity="0.45" />
      {SPARKLES.map((s) => (
        <path
          key={s.d}
          d={s.d}
          fill={s.fill}
          stroke="#b45309"
          strokeOpacity="0.35"
          strokeWidth="0.4"
        />
      ))}
      <circle cx="66" cy="22" r="1.2" fill="#fde047" />
      <circle cx="34" cy="27" r="1" fill="#f0abfc" />
      <circle cx="63" cy="46" r="0.9" fill="#a5f3fc" />
    </>
  );
}
