/**
 * What follows a navigation inside the app, once the new page has rendered (see
 * NavigationSettled in router.tsx); loaded with the first navigation.
 */
let announcer: HTMLElement | undefined;

/** A polite live region, visually hidden, that says the new page's title. */
function announce(text: string) {
  if (!announcer) {
    announcer = document.createElement("p");
    announcer.className = "visually-hidden";
    announcer.setAttribute("aria-live", "polite");
    announcer.setAttribute("aria-atomic", "true");
    document.body.append(announcer);
  }
  // Emptied first, so the same title said twice is said again.
  announcer.textContent = "";
  requestAnimationFrame(() => {
    if (announcer) announcer.textContent = text;
  });
}

/** How long a page still growing is followed (a slow phone, a part that loads late). */
const FOLLOW_MS = 3000;
const USER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to `y`; a page still growing (a part of it loading late) is followed for up to
 * FOLLOW_MS, so Back lands where the person was rather than where the page ended then. The
 * person scrolling or pressing anything meanwhile stops it: they are never pulled back.
 */
function restoreScroll(y: number) {
  window.scrollTo(0, y);
  if (scrollY >= y) return;
  const stop = () => {
    observer.disconnect();
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (scrollY >= y) stop();
  });
  observer.observe(document.body);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  setTimeout(stop, FOLLOW_MS);
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * `y`: where Back or Forward returns to (undefined for a new entry, and on a page load). A #hash scrolls to its
 * target and focuses it; otherwise the page scrolls to `y` or the top and the main heading
 * gets focus, so keyboard and screen reader users start on the new page, not on the link.
 */
export function settle(y: number | undefined, pageLoad: boolean) {
  // From now on the app, not the browser, puts each entry back where it was.
  history.scrollRestoration = "manual";
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (y !== undefined) restoreScroll(y);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = target ?? document.querySelector<HTMLElement>("main h1, h1");
  if (heading) focusWithoutScroll(heading);
  // A page load is announced by the browser itself.
  if (!pageLoad) announce(document.title);
}
