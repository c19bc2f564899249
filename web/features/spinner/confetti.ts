const COLORS = ["#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"];
const PIECES = 120;
const DURATION_MS = 2500;

/**
 * A burst of confetti over the page for 2.5 s, drawn on one canvas that takes no pointer
 * events and is hidden from screen readers; then the canvas goes and nothing runs. Returns
 * a function that stops it early.
 */
export function confetti(): () => void {
  const canvas = document.createElement("canvas");
  canvas.className = "confetti";
  canvas.setAttribute("aria-hidden", "true");
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  document.body.append(canvas);
  const context = canvas.getContext("2d");
  // Randomness for looks only: nothing here decides anything.
  const pieces = Array.from({ length: PIECES }, (_, i) => ({
    x: width / 2,
    y: height * 0.45,
    vx: (Math.random() - 0.5) * 14,
    vy: -Math.random() * 14 - 4,
    spin: Math.random() * Math.PI,
    color: COLORS[i % COLORS.length] as string,
  }));
  const start = performance.now();
  let frame = 0;
  const draw = (now: number) => {
    const t = now - start;
    if (!context || t > DURATION_MS) return stop();
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.globalAlpha = Math.min(1, (DURATION_MS - t) / 600);
    for (const p of pieces) {
      p.vy += 0.35;
      p.x += p.vx;
      p.y += p.vy;
      p.spin += 0.2;
      context.fillStyle = p.color;
      context.fillRect(p.x, p.y, 8, 4 + 3 * Math.sin(p.spin));
    }
    frame = requestAnimationFrame(draw);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    canvas.remove();
  };
  frame = requestAnimationFrame(draw);
  return stop;
}
