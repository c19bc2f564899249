import { cloneElement, type ReactElement, type ReactNode } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { Link } from "#web/lib/router.tsx";
import type { DataKey } from "#web/lib/string-keys.ts";

/** A string array from the help strings; anything else (a missing key) reads as empty. */
export function useStringList(key: string, values?: Record<string, string>): string[] {
  const { t } = useHelpTranslation();
  const value: unknown = t(key as DataKey, { returnObjects: true });
  if (!Array.isArray(value)) return [];
  // Each item through t, so its {{placeholders}} are filled.
  return value.flatMap((v, i) =>
    typeof v === "string" ? [values ? t(`${key}.${i}` as DataKey, values) : v] : [],
  );
}

type RichProps = {
  /** A help-area key whose text may hold <b>…</b> and the tags named in `components`. */
  k: string;
  values?: Record<string, string>;
  components?: Record<string, ReactElement>;
};

/** A string with inline markup: emphasis and links live in the translation, not the code. */
export function Rich({ k, values, components }: RichProps) {
  const { t } = useHelpTranslation();
  const tags: Record<string, ReactElement> = { b: <strong />, ...components };
  const parts = t(k as DataKey, values).split(/<(\w+)>(.*?)<\/\1>/s);
  // split() with two groups gives: text, tag, inner text, text, tag, inner text, …, text
  return parts.map((part, i) => {
    if (i % 3 === 0) return part;
    if (i % 3 === 2) return null;
    const tag = tags[part];
    const inner = parts[i + 1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
    return tag ? cloneElement(tag, { key: i }, inner) : inner;
  });
}

/** The page's single h1, an optional "last updated" line and the opening paragraph. */
export function PageIntro({
  title,
  lead,
  updated,
}: {
  title: string;
  lead: string;
  updated?: string;
}) {
  return (
    <div className="help-intro">
      <h1>{title}</h1>
      {updated && <p className="help-updated">{updated}</p>}
      <p className="help-lead">{lead}</p>
    </div>
  );
}

/** A titled section; the id names it for landmarks and lets a table of contents jump to it. */
export function HelpSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={className ? `help-section ${className}` : "help-section"}
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function BulletList({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="help-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** An in-app link drawn as a button, for the page's main next step. */
export function CtaLink({
  to,
  children,
  secondary = false,
}: {
  to: string;
  children: ReactNode;
  secondary?: boolean;
}) {
  return (
    <Link to={to} className={secondary ? "help-cta help-cta-secondary" : "help-cta"}>
      {children}
    </Link>
  );
}
