interface QuestionMarkProps {
  /** Horizontal centre. */
  x: number;
  /** Top of the glyph (the stroke's outer edge). */
  y: number;
  /** 1 = about 36 units tall. */
  scale: number;
  color: string;
  /** Offset duplicate underneath for a soft drop shadow. */
  shadow?: string;
}

// Drawn as a stroke rather than <text>: a file shown through <img> cannot rely on fonts.
const HOOK = "M-7 7 C-7 -2 7 -2 7 7 C7 13 0 13.5 0 21";

function Glyph({ color }: { color: string }) {
  return (
    <>
      <path
        d={HOOK}
        fill="none"
        stroke={color}
        strokeWidth="6.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="0" cy="29" r="3.6" fill={color} />
    </>
  );
}

// Rounded so float noise (22.540000000000003) never reaches the generated SVG files.
const fmt = (n: number) => String(Number(n.toFixed(2)));

/** A bold, rounded question mark shared by the game artworks. */
export function QuestionMark({ x, y, scale, color, shadow }: QuestionMarkProps) {
  const top = y + 3.25 * scale;
  return (
    <>
      {shadow ? (
        <g
          transform={`translate(${fmt(x + 0.8)} ${fmt(top + 1.2)}) scale(${scale})`}
          opacity="0.35"
        >
          <Glyph color={shadow} />
        </g>
      ) : null}
      <g transform={`translate(${fmt(x)} ${fmt(top)}) scale(${scale})`}>
        <Glyph color={color} />
      </g>
    </>
  );
}
