import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Renders `children` once the spot comes into view (or within `margin` of it): below-the-fold
 * parts load when the visitor scrolls towards them, not with the page.
 */
export function WhenVisible({
  children,
  margin = "0px",
}: {
  children: ReactNode;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== "function") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={spot} className="when-visible" />;
}
