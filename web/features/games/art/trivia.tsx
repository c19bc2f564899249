import { type ArtProps, ref } from "#web/ui/art-types.ts";
import { QuestionMark } from "./question-mark";

function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.25;
  return `M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r} Z`;
}

const SPARKLES = [sparkle(102, 15, 5), sparkle(18, 62, 4), sparkle(106, 58, 3)];
const ROWS = [29, 39, 49];

/** Trivia (120x80): a violet question-mark card fanned over a teal multiple-choice card. */
export function TriviaArt({ uid }: ArtProps) {
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <linearGradient id={id("front")} x1="0" x2="0.4" y1="0" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
        <linearGradient id={id("back")} x1="0" x2="0.4" y1="0" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="73" rx="36" ry="3.5" fill="#1e1b4b" opacity="0.12" />
      <g transform="rotate(-11 46 42)">
        <rect
          x="27"
          y="15"
          width="38"
          height="52"
          rx="5"
          fill={ref(uid, "back")}
          stroke="#115e59"
          strokeWidth="1.2"
        />
        {ROWS.map((y, i) => (
          <g key={y}>
            <circle cx="34.5" cy={y} r="2.8" fill={i === 1 ? "#fde047" : "#f0fdfa"} />
            <path
              d={`M40 ${y} H58`}
              stroke="#f0fdfa"
              strokeOpacity="0.85"
              strokeWidth="2.6"
              strokeLinecap="round"
            />
          </g>
        ))}
      </g>
      <g transform="rotate(9 70 40)">
        <rect
          x="50"
          y="12"
          width="40"
          height="56"
          rx="6"
          fill={ref(uid, "front")}
          stroke="#4c1d95"
          strokeWidth="1.2"
        />
        <rect
          x="54"
          y="16"
          width="32"
          height="48"
          rx="4"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.35"
          strokeWidth="0.8"
        />
        <QuestionMark x={70} y={24.5} scale={0.85} color="#ffffff" shadow="#2e1065" />
      </g>
      {SPARKLES.map((d) => (
        <path key={d} d={d} fill="#facc15" stroke="#b45309" strokeOpacity="0.4" strokeWidth="0.4" />
      ))}
    </>
  );
}
