import type { ReactNode } from "react";

interface BottleBaseProps {
  uid: string;
  /** Closed outline of the glass (neck at the top, centred on x = 50). */
  body: string;
  /** Glass tint: [edge, centre]. */
  glass: [string, string];
  /** Liquid colour: [edge, centre]. Omit for opaque glass. */
  liquid?: [string, string];
  /** y coordinate of the liquid surface. */
  liquidTop?: number;
  outline: string;
  /** Drawn inside the glass (clipped to the body), above the liquid. */
  label?: ReactNode;
  /** Drawn on top of everything (caps, foil, extra highlights). */
  children?: ReactNode;
}

/** Shared drawing for the glass and plastic bottles: glass, liquid, label, shading, outline. */
export function BottleBase({
  uid,
  body,
  glass,
  liquid,
  liquidTop = 30,
  outline,
  label,
  children,
}: BottleBaseProps) {
  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <defs>
        <linearGradient id={id("glass")} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={glass[0]} />
          <stop offset="0.4" stopColor={glass[1]} />
          <stop offset="1" stopColor={glass[0]} />
        </linearGradient>
        {liquid ? (
          <linearGradient id={id("liquid")} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor={liquid[0]} />
            <stop offset="0.4" stopColor={liquid[1]} />
            <stop offset="1" stopColor={liquid[0]} />
          </linearGradient>
        ) : null}
        <linearGradient id={id("shade")} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.16" stopColor="#fff" stopOpacity="0.05" />
          <stop offset="0.22" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="0.3" stopColor="#fff" stopOpacity="0.05" />
          <stop offset="0.7" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.3" />
        </linearGradient>
        <clipPath id={id("clip")}>
          <path d={body} />
        </clipPath>
      </defs>
      <path d={body} fill={`url(#${id("glass")})`} />
      <g clipPath={`url(#${id("clip")})`}>
        {liquid ? (
          <>
            <rect
              x="0"
              y={liquidTop}
              width="100"
              height={100 - liquidTop}
              fill={`url(#${id("liquid")})`}
            />
            <rect x="0" y={liquidTop} width="100" height="1.4" fill="#fff" opacity="0.35" />
          </>
        ) : null}
        {label}
      </g>
      <path d={body} fill={`url(#${id("shade")})`} />
      <path d={body} fill="none" stroke={outline} strokeWidth="1.2" strokeLinejoin="round" />
      {children}
    </>
  );
}
