import { type ArtProps, ref } from "#web/ui/art-types.ts";
import { QuestionMark } from "./question-mark";

function bust(cx: number): string {
  return `M${cx - 21} 72 C${cx - 21} 56 ${cx - 12} 48 ${cx} 48 C${cx + 12} 48 ${cx + 21} 56 ${cx + 21} 72 Q${cx + 21} 74 ${cx + 19} 74 H${cx - 19} Q${cx - 21} 74 ${cx - 21} 72 Z`;
}

const PEOPLE = [
  { cx: 30, fill: "teal", stroke: "#115e59" },
  { cx: 90, fill: "pink", stroke: "#831843" },
] as const;

/** Which One Are You (120x80): two silhouettes with a question-mark badge between them. */
export function WhichOneYouAreArt({ uid }: ArtProps) {
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <linearGradient id={id("teal")} x1="0" x2="0.3" y1="0" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
        <linearGradient id={id("pink")} x1="0" x2="0.3" y1="0" y2="1">
          <stop offset="0" stopColor="#f9a8d4" />
          <stop offset="1" stopColor="#be185d" />
        </linearGradient>
        <linearGradient id={id("badge")} x1="0" x2="0.4" y1="0" y2="1">
          <stop offset="0" stopColor="#fde047" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      {PEOPLE.map((p) => (
        <g key={p.cx}>
          <ellipse cx={p.cx} cy="75" rx="22" ry="2.4" fill="#111827" opacity="0.12" />
          <path
            d={bust(p.cx)}
            fill={ref(uid, p.fill)}
            stroke={p.stroke}
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
          <circle
            cx={p.cx}
            cy="33"
            r="11.5"
            fill={ref(uid, p.fill)}
            stroke={p.stroke}
            strokeWidth="1.2"
          />
          <ellipse
            cx={p.cx - 4}
            cy="28.5"
            rx="4"
            ry="2.5"
            transform={`rotate(-30 ${p.cx - 4} 28.5)`}
            fill="#fff"
            opacity="0.35"
          />
        </g>
      ))}
      <circle cx="60" cy="18" r="13" fill={ref(uid, "badge")} stroke="#b45309" strokeWidth="1.2" />
      <QuestionMark x={60} y={9} scale={0.5} color="#7c2d12" />
    </>
  );
}
