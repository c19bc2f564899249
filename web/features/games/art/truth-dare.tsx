import { type ArtProps, ref } from "#web/ui/art-types.ts";
import { QuestionMark } from "./question-mark";

const BUBBLE =
  "M18 12 H52 Q62 12 62 22 V42 Q62 52 52 52 H31 L17 64 L21 52 H18 Q8 52 8 42 V22 Q8 12 18 12 Z";
const FLAME_OUTER =
  "M90 6 C93 18 108 26 108 48 C108 62 100 72 89 72 C78 72 70 63 70 51 C70 41 75 36 78 28 C81 34 81 39 85 42 C88 32 85 18 90 6 Z";
const FLAME_MIDDLE =
  "M90 30 C92 38 101 44 101 55 C101 64 96 70 89 70 C82 70 77 64 77 57 C77 51 80 48 82 44 C84 48 85 51 87 52 C89 46 88 38 90 30 Z";
const FLAME_CORE =
  "M89 50 C91 55 96 58 96 63 C96 67 93 70 89 70 C85 70 83 67 83 63 C83 60 86 57 89 50 Z";

/** Truth or Dare (120x80): a blue speech bubble for truth and a flame for dare. */
export function TruthDareArt({ uid }: ArtProps) {
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <linearGradient id={id("bubble")} x1="0" x2="0.3" y1="0" y2="1">
          <stop offset="0" stopColor="#60a5fa" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
        <linearGradient id={id("flame")} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ef4444" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
        <linearGradient id={id("heat")} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#facc15" />
        </linearGradient>
        <radialGradient id={id("glow")} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fdba74" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fdba74" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="89" cy="50" rx="30" ry="28" fill={ref(uid, "glow")} />
      <ellipse cx="89" cy="74" rx="17" ry="2.6" fill="#7c2d12" opacity="0.18" />
      <path
        d={BUBBLE}
        fill={ref(uid, "bubble")}
        stroke="#1e3a8a"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path
        d="M16 17 H40"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <QuestionMark x={35} y={19} scale={0.72} color="#ffffff" shadow="#172554" />
      <path
        d={FLAME_OUTER}
        fill={ref(uid, "flame")}
        stroke="#9a3412"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path d={FLAME_MIDDLE} fill={ref(uid, "heat")} />
      <path d={FLAME_CORE} fill="#fef9c3" />
    </>
  );
}
