import type { ArtProps } from "#web/ui/art-types.ts";
import { BottleBase } from "./bottle-base";

const BODY =
  "M44 15 V19 C44 25 35 28 35 38 V52 C35 55 37 56 37 58 C37 60 35 61 35 64 V86 C35 90 37 93 41 93 C44 93 46 91.5 50 91.5 C54 91.5 56 93 59 93 C63 93 65 90 65 86 V64 C65 61 63 60 63 58 C63 56 65 55 65 52 V38 C65 28 56 25 56 19 V15 Z";

/** Plastic orange-soda bottle: orange drink, blue cap and a blue label with an orange slice. */
export function OrangeSodaBottleArt({ uid }: ArtProps) {
  const cap = `${uid}-cap`;
  return (
    <>
      <defs>
        <linearGradient id={cap} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#1e40af" />
          <stop offset="0.35" stopColor="#60a5fa" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
      </defs>
      <BottleBase
        uid={uid}
        body={BODY}
        glass={["#f1e6d6", "#ffffff"]}
        liquid={["#e85d04", "#ffb03a"]}
        liquidTop={26}
        outline="#8a3b00"
        label={
          <>
            <rect x="0" y="63" width="100" height="18" fill="#1d4ed8" />
            <rect x="0" y="63" width="100" height="1.4" fill="#93c5fd" />
            <rect x="0" y="79.6" width="100" height="1.4" fill="#93c5fd" />
            <circle cx="50" cy="72" r="6.2" fill="#fb8500" stroke="#fff" strokeWidth="1.2" />
            <circle cx="50" cy="72" r="4.2" fill="#ffb703" />
            <path
              d="M50 67.8 V76.2 M45.8 72 H54.2 M47 69 L53 75 M53 69 L47 75"
              stroke="#fff"
              strokeWidth="0.7"
              strokeOpacity="0.85"
            />
            <path d="M55 66 C58 63 61 64 62 66 C59 67 57 67 55 66 Z" fill="#22c55e" />
          </>
        }
      >
        <path d="M37 57.5 H63" stroke="#8a3b00" strokeOpacity="0.35" strokeWidth="0.8" />
        <rect x="41.5" y="14" width="17" height="2.4" rx="1.2" fill={`url(#${cap})`} />
        <rect x="42.5" y="6.5" width="15" height="8" rx="1.8" fill={`url(#${cap})`} />
        <path
          d="M45 7.5 V13.5 M47.5 7.5 V13.5 M50 7.5 V13.5 M52.5 7.5 V13.5 M55 7.5 V13.5"
          stroke="#172554"
          strokeOpacity="0.4"
          strokeWidth="0.7"
        />
        <rect
          x="42.5"
          y="6.5"
          width="15"
          height="8"
          rx="1.8"
          fill="none"
          stroke="#172554"
          strokeWidth="0.8"
        />
      </BottleBase>
    </>
  );
}
