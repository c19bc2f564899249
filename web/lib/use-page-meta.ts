import { useEffect } from "react";

/** The tag in <head> matching `selector`, created from `create` when the page has none. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): [T, boolean] {
  const found = document.head.querySelector<T>(selector);
  if (found) return [found, false];
  const made = create();
  document.head.append(made);
  return [made, true];
}

/**
 * Title, description and canonical address of a help page. What was there before comes back
 * on leaving, so the play screen does not keep a help page's title.
 */
export function usePageMeta(title: string, description: string, path: string) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} · Twirl`;

    const [meta, metaMade] = headElement('meta[name="description"]', () => {
      const m = document.createElement("meta");
      m.name = "description";
      return m;
    });
    const previousDescription = meta.content;
    meta.content = description;

    const [link, linkMade] = headElement('link[rel="canonical"]', () => {
      const l = document.createElement("link");
      l.rel = "canonical";
      return l;
    });
    const previousHref = link.getAttribute("href");
    link.href = `${window.location.origin}${path}`;

    return () => {
      document.title = previousTitle;
      if (metaMade) meta.remove();
      else meta.content = previousDescription;
      if (linkMade) link.remove();
      else if (previousHref !== null) link.setAttribute("href", previousHref);
    };
  }, [title, description, path]);
}
