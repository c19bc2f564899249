const COLORS = ["#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"];
const PIECES = 48;
const DURATION_MS = 2500;

/**
 * A burst of confetti over the page for 2.5 s: pieces that fly up and fall, moved by CSS
 * animations of transform and opacity alone (result-card.css), so the compositor draws every
 * frame and the page's main thread does nothing while they fall. All start and end together:
 * pieces ending one by one cost the main thread a frame each. The burst takes no pointer
 * events and is hidden from screen readers; then it goes. Returns a function that stops it
 * early.
 */
export function confetti(): () => void {
  const burst = document.createElement("div");
  burst.className = "confetti";
  burst.setAttribute("aria-hidden", "true");
  // Randomness for looks only: nothing here decides anything.
  for (let i = 0; i < PIECES; i++) {
    const piece = document.createElement("i");
    const dx = (Math.random() - 0.5) * 90;
    const up = 15 + Math.random() * 30;
    const turn = (Math.random() - 0.5) * 6;
    piece.style.cssText = `--dx:${dx.toFixed(1)}vw;--up:-${up.toFixed(1)}vh;--turn:${turn.toFixed(2)}turn;background:${COLORS[i % COLORS.length]}`;
    burst.append(piece);
  }
  document.body.append(burst);
  const stop = () => {
    clearTimeout(timer);
    burst.remove();
  };
  const timer = setTimeout(stop, DURATION_MS);
  return stop;
}
